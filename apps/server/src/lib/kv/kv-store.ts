/**
 * Short-lived counters and flags shared by every server process: Redis when REDIS_URL is set, process memory
 * otherwise (one process only). Rate limits and login throttles live here, never in SQL.
 */
export interface KvStore {
  /** Adds one to a counter whose window starts at its first hit; returns the count and seconds left. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetSeconds: number }>;
  /** Sets a flag that disappears after `ttlSeconds`. */
  setFlag(key: string, ttlSeconds: number): Promise<void>;
  /** Seconds until the key disappears; 0 when it does not exist. */
  secondsLeft(key: string): Promise<number>;
  delete(...keys: string[]): Promise<void>;
  /**
   * Resolves once the store counts where the other processes do (Redis connected), or once it is clear it
   * cannot yet (then this process counts in memory, as it does while Redis is away). A process that served
   * before then would count its first requests apart: 30 captchas a minute could become 31.
   */
  ready(): Promise<void>;
  /** Whether counts go where the other processes' go now (Redis connected); never for the in-memory store. */
  shared(): boolean;
  close(): Promise<void>;
}
