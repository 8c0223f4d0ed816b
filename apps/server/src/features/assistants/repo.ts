import type { Insertable, Selectable } from 'kysely';
import type { TQueryable } from '../../db/database.js';
import type { AssistantTable, KnowledgeTable } from '../../db/schema.js';

export type TAssistantRow = Selectable<AssistantTable>;
export type TAssistantVariant = TAssistantRow['variant'];
/** The JSON texts of an assistant that visitors see. */
export type TAssistantTexts = Pick<TAssistantRow, 'name' | 'welcome' | 'suggestions'>;

/** A store's assistant of one variant (each store has at most one of each). */
const ofStore = (db: TQueryable, storeId: number, variant: TAssistantVariant) =>
  db.selectFrom('assistant').where('store_id', '=', storeId).where('variant', '=', variant);

export function findAssistant(
  db: TQueryable,
  storeId: number,
  variant: TAssistantVariant,
): Promise<TAssistantRow | undefined> {
  return ofStore(db, storeId, variant).selectAll().executeTakeFirst();
}

export function findAssistantByChatkey(db: TQueryable, chatkey: string): Promise<TAssistantRow | undefined> {
  return db.selectFrom('assistant').selectAll().where('chatkey', '=', chatkey).executeTakeFirst();
}

/** Only the texts visitors see, for pages that show an assistant without talking to it. */
export function findAssistantTexts(
  db: TQueryable,
  storeId: number,
  variant: TAssistantVariant,
): Promise<TAssistantTexts | undefined> {
  return ofStore(db, storeId, variant).select(['name', 'welcome', 'suggestions']).executeTakeFirst();
}

/** An assistant's knowledge entries, heaviest first. */
export function listKnowledge(db: TQueryable, assistantId: number) {
  return db
    .selectFrom('knowledge')
    .select(['id', 'lang', 'question', 'answer', 'tags'])
    .where('assistant_id', '=', assistantId)
    .orderBy('weigh', 'desc')
    .orderBy('id')
    .execute();
}

export async function hasAssistant(db: TQueryable, storeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('assistant')
    .select('id')
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Inserts one of a store's assistants and gives its id; undefined when the store already has that variant
 * (an earlier or a concurrent insert made it).
 */
export async function insertAssistant(
  db: TQueryable,
  values: Omit<Insertable<AssistantTable>, 'id'>,
): Promise<number | undefined> {
  const row = await db
    .insertInto('assistant')
    .values(values)
    .onConflict((conflict) => conflict.columns(['store_id', 'variant']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function insertKnowledge(
  db: TQueryable,
  rows: Omit<Insertable<KnowledgeTable>, 'id'>[],
): Promise<void> {
  if (rows.length > 0) await db.insertInto('knowledge').values(rows).execute();
}
