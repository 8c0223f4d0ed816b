import type { TPage } from '@storefront/shared';
import { isRecord } from '../../../lib/storage';

export class AccountShapeError extends Error {}

type TListSchema<T> = {
  array: () => {
    safeParse: (value: unknown) => { success: true; data: T[] } | { success: false; error: Error };
  };
};

/** A `{list, total}` answer, each row checked by the shared schema of the list. */
export function parsePage<T>(data: unknown, row: TListSchema<T>): TPage<T> {
  if (!isRecord(data) || typeof data.total !== 'number') throw new AccountShapeError('page without total');
  const list = row.array().safeParse(data.list);
  if (!list.success) throw new AccountShapeError(list.error.message);
  return { list: list.data, total: data.total };
}
