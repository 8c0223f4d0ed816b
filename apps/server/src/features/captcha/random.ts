import { randomInt } from 'node:crypto';

/**
 * Every random choice of the captcha comes from the CSPRNG: a predictable generator would let a bot replay the
 * layout sequence instead of looking at the image.
 */

/** An integer in [min, max], both included. */
export function randomBetween(min: number, max: number): number {
  return randomInt(min, max + 1);
}

/** A number in [min, max] with a thousandth's resolution, for angles and alphas. */
export function randomFraction(min: number, max: number): number {
  return min + (randomInt(0, 1001) / 1000) * (max - min);
}

/** `count` distinct items of `items` in a random order (a partial Fisher-Yates shuffle). */
export function pickDistinct<T>(items: readonly T[], count: number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) {
    const [item] = pool.splice(randomInt(0, pool.length), 1);
    if (item !== undefined) picked.push(item);
  }
  return picked;
}
