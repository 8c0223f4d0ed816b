import type { TMessageKey } from '../locales/index.js';

/** The time-of-day greeting for an hour of the day (0-23); the page adds 'Welcome back'. */
export function greetingKey(hour: number): TMessageKey {
  if (hour < 5) return 'greeting.lateNight';
  if (hour < 9) return 'greeting.earlyMorning';
  if (hour < 12) return 'greeting.morning';
  if (hour < 14) return 'greeting.noon';
  if (hour < 18) return 'greeting.afternoon';
  return 'greeting.evening';
}
