import { describe, expect, it } from 'vitest';
import { chatPath, overflowActions, readReason } from './overflow';

describe('overflow page choices', () => {
  it('reads the reason, defaulting to used-up free messages', () => {
    expect(readReason('points')).toBe('points');
    expect(readReason('free')).toBe('free');
    expect(readReason('<script>')).toBe('free');
    expect(readReason(null)).toBe('free');
  });

  it('offers login and register to visitors and never to members', () => {
    expect(overflowActions('free', false)).toEqual(['login', 'register', 'tomorrow']);
    expect(overflowActions('free', true)).not.toContain('login');
    expect(overflowActions('points', true)).toEqual(['checkPoints', 'getPoints', 'otherStores']);
    expect(overflowActions('points', false)[0]).toBe('login');
  });

  it('returns to the store the chat came from, only for a plausible store id', () => {
    expect(chatPath('5f0c6b1e-2d4a-4c8e-9b7a-3e1f0d2c4b6a')).toBe(
      '/chatai/5f0c6b1e-2d4a-4c8e-9b7a-3e1f0d2c4b6a',
    );
    expect(chatPath('../user')).toBe('/chatai');
    expect(chatPath(null)).toBe('/chatai');
  });
});
