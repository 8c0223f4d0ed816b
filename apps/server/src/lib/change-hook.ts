import type { TQueryable } from '../db/database.js';

/** One row's change: its id, and how it looked before and after (null for a new or a deleted row). */
export interface TChange<T> {
  id: number;
  before: T | null;
  after: T | null;
}

/**
 * Called by an owner's write inside its transaction, before it commits: the console records the change in the
 * operator log on `trx`, so both are saved or neither. Throwing refuses the change.
 */
export type TOnChange<T> = (change: TChange<T>, trx: TQueryable) => Promise<void>;
