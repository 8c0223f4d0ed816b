import type { Insertable } from 'kysely';
import type { TQueryable } from '../../db/database.js';
import type { AssistantCheckTable } from '../../db/schema.js';

/** A store's answer checks, newest first. */
export function listChecks(db: TQueryable, storeId: number) {
  return db
    .selectFrom('assistant_check')
    .selectAll()
    .where('store_id', '=', storeId)
    .orderBy('id', 'desc')
    .execute();
}

export async function countChecks(db: TQueryable, storeId: number): Promise<number> {
  const row = await db
    .selectFrom('assistant_check')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export function insertCheck(db: TQueryable, values: Omit<Insertable<AssistantCheckTable>, 'id'>) {
  return db.insertInto('assistant_check').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Deletes a check of the store; whether there was one (another store's id deletes nothing). */
export async function deleteCheck(db: TQueryable, storeId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('assistant_check')
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Points the store's checks that expect an entry by its old language and question at its new ones. */
export async function renameCheckedEntry(
  db: TQueryable,
  storeId: number,
  before: { lang: string; question: string },
  after: { lang: string; question: string },
): Promise<void> {
  await db
    .updateTable('assistant_check')
    .set({ entry_lang: after.lang, entry_question: after.question })
    .where('store_id', '=', storeId)
    .where('entry_lang', '=', before.lang)
    .where('entry_question', '=', before.question)
    .execute();
}

/** Stores the figures of a store's published assistant, measured as it was published. */
export async function saveEvaluation(db: TQueryable, assistantId: number, evaluation: string): Promise<void> {
  await db.updateTable('assistant').set({ evaluation }).where('id', '=', assistantId).execute();
}

/** The published assistants that have figures, with their store and the time they were published. */
export function listEvaluations(db: TQueryable) {
  return db
    .selectFrom('assistant')
    .select(['store_id', 'evaluation', 'update_time'])
    .where('variant', '=', 'published')
    .where('evaluation', '!=', '')
    .execute();
}
