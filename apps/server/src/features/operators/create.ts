import type { TOperatorRole } from '@storefront/shared';
import type { TQueryable } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { nowSeconds } from '../../lib/clock.js';
import { hashPassword } from '../members/index.js';
import { countOperators, findOperatorByName, insertOperator, type TOperatorRow } from './repo.js';

/** A new operator with an argon2id password; the name must be free. */
export async function createOperator(
  db: TQueryable,
  input: { username: string; password: string; role: TOperatorRole; nickname?: string },
): Promise<TOperatorRow> {
  if (await findOperatorByName(db, input.username)) throw new AppError('operators.usernameTaken');
  const now = nowSeconds();
  return insertOperator(db, {
    username: input.username,
    nickname: input.nickname ?? '',
    password: await hashPassword(input.password),
    role: input.role,
    update_time: now,
    create_time: now,
  });
}

/** How many operators exist: none means nobody can sign in to the console yet. */
export const operatorCount = (db: TQueryable): Promise<number> => countOperators(db);
