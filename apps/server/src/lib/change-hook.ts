import type { TQueryable } from '../db/database.js';

/**
 * One change: the row's id (or, where there is no row, the name of what changed: the site settings' `site`),
 * and how it looked before and after (null for a new or a deleted row).
 */
export interface TChange<T, TId extends number | string = number> {
  id: TId;
  before: T | null;
  after: T | null;
}

/**
 * Called by an owner's write inside its transaction, before it commits: the console records the change in the
 * operator log on `trx`, so both are saved or neither. Throwing refuses the change.
 */
export type TOnChange<T, TId extends number | string = number> = (
  change: TChange<T, TId>,
  trx: TQueryable,
) => Promise<void>;
