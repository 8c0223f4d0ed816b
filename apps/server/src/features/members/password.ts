import { randomBytes } from 'node:crypto';
import { createHashingPool } from './hashing-pool.js';

/**
 * argon2id (`algorithm: 2`) with 19 MiB of memory, 2 passes and one lane: memory-hard, so every guess against
 * a stolen hash costs an attacker memory as well as time; less than this is not considered safe.
 */
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

let pool: ReturnType<typeof createHashingPool> | undefined;
const hashing = () => {
  pool ??= createHashingPool();
  return pool;
};

export const hashPassword = (password: string): Promise<string> => hashing().hash(password, ARGON2_OPTIONS);

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown account) it still verifies against a
 * dummy hash of the same cost, so the answer time does not tell whether the account exists.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const target = storedHash?.startsWith('$argon2') ? storedHash : await dummyHash;
  try {
    const matches = await hashing().verify(target, password);
    return matches && target === storedHash;
  } catch {
    return false;
  }
}
