import { verify } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('makes argon2id hashes with the checklist parameters that argon2 itself accepts', async () => {
    const hash = await hashPassword('Secret#123');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verify(hash, 'Secret#123')).toBe(true);
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('Secret#123');
    expect(await verifyPassword(hash, 'Secret#123')).toBe(true);
    expect(await verifyPassword(hash, 'Secret#124')).toBe(false);
  });

  it('refuses every password for a missing or malformed hash, after doing the same work', async () => {
    expect(await verifyPassword(undefined, 'Secret#123')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'not-a-hash')).toBe(false);
    expect(await verifyPassword('$argon2id$broken', 'Secret#123')).toBe(false);
  });

  it('answers many concurrent checks correctly through the pool', async () => {
    const hash = await hashPassword('Secret#123');
    const guesses = Array.from({ length: 12 }, (_, index) =>
      index % 3 === 0 ? 'Secret#123' : `Wrong#${index}`,
    );
    const results = await Promise.all(guesses.map((guess) => verifyPassword(hash, guess)));
    expect(results).toEqual(guesses.map((guess) => guess === 'Secret#123'));
  });
});
