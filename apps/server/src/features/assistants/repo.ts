import type { TConsoleAssistantListQuery, TKnowledgeListQuery, TStatus } from '@storefront/shared';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { TQueryable } from '../../db/database.js';
import { matchesAny, pageWithTotal } from '../../db/list-page.js';
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

/** The knowledge an assistant answers with: its enabled entries, heaviest first. */
export function listKnowledge(db: TQueryable, assistantId: number) {
  return db
    .selectFrom('knowledge')
    .select(['id', 'lang', 'question', 'answer', 'tags'])
    .where('assistant_id', '=', assistantId)
    .where('status', '=', 'enable')
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

/** 500 rows x 7 columns stays far below SQLite's and PostgreSQL's bound-parameter limits. */
const INSERT_CHUNK_ROWS = 500;

export async function insertKnowledge(
  db: TQueryable,
  rows: Omit<Insertable<KnowledgeTable>, 'id'>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK_ROWS) {
    await db
      .insertInto('knowledge')
      .values(rows.slice(start, start + INSERT_CHUNK_ROWS))
      .execute();
  }
}

/** A knowledge entry with every column the console shows. */
export type TKnowledgeRow = Selectable<KnowledgeTable>;

/** Changes an assistant's columns and gives the row as saved. */
export function updateAssistant(
  db: TQueryable,
  id: number,
  values: Updateable<AssistantTable>,
): Promise<TAssistantRow | undefined> {
  return db.updateTable('assistant').set(values).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Every column of an assistant's entries, heaviest first then oldest: the order lists and exports use. */
export function listKnowledgeRows(db: TQueryable, assistantId: number): Promise<TKnowledgeRow[]> {
  return db
    .selectFrom('knowledge')
    .selectAll()
    .where('assistant_id', '=', assistantId)
    .orderBy('weigh', 'desc')
    .orderBy('id')
    .execute();
}

/** A page of an assistant's entries; `quickSearch` looks in questions, answers and tags. */
export async function knowledgePage(
  db: TQueryable,
  assistantId: number,
  query: Omit<TKnowledgeListQuery, 'store_id'>,
) {
  let base = db.selectFrom('knowledge').where('assistant_id', '=', assistantId);
  if (query.lang) base = base.where('lang', '=', query.lang);
  if (query.quickSearch) base = base.where(matchesAny(['question', 'answer', 'tags'], query.quickSearch));
  const order = query.sort ? ([query.sort, query.direction] as const) : (['weigh', 'desc'] as const);
  return pageWithTotal(
    base,
    (list) =>
      list
        .selectAll()
        .orderBy(...order)
        .orderBy('id'),
    query,
  );
}

/** The store and name (JSON per language) of each of the given assistants that exists. */
export function findAssistantNames(db: TQueryable, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('assistant').select(['id', 'store_id', 'name']).where('id', 'in', ids).execute();
}

/** Entries by id with the store and variant of their assistant, in any order. */
export function findKnowledgeWithOwner(db: TQueryable, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('knowledge')
    .innerJoin('assistant', 'assistant.id', 'knowledge.assistant_id')
    .selectAll('knowledge')
    .select(['assistant.store_id', 'assistant.variant'])
    .where('knowledge.id', 'in', ids)
    .execute();
}

export function insertKnowledgeEntry(db: TQueryable, values: Omit<Insertable<KnowledgeTable>, 'id'>) {
  return db.insertInto('knowledge').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateKnowledgeEntry(db: TQueryable, id: number, values: Updateable<KnowledgeTable>) {
  return db.updateTable('knowledge').set(values).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Sets the status of the given entries; how many were not so already. */
export async function setKnowledgeStatus(db: TQueryable, ids: number[], status: TStatus): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable('knowledge')
    .set({ status })
    .where('id', 'in', ids)
    .where('status', '!=', status)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteKnowledgeEntries(db: TQueryable, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('knowledge').where('id', 'in', ids).execute();
}

/** Deletes every entry of an assistant; how many there were. */
export async function deleteKnowledgeOf(db: TQueryable, assistantId: number): Promise<number> {
  const result = await db.deleteFrom('knowledge').where('assistant_id', '=', assistantId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** How many entries each of the given assistants has (assistants without any are missing). */
export async function countKnowledgeOf(db: TQueryable, assistantIds: number[]): Promise<Map<number, number>> {
  if (assistantIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('knowledge')
    .select(['assistant_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('assistant_id', 'in', assistantIds)
    .groupBy('assistant_id')
    .execute();
  return new Map(rows.map((row) => [row.assistant_id, Number(row.count)]));
}

/** Both assistants of each given store, in any order. */
export function findAssistantsOfStores(db: TQueryable, storeIds: number[]): Promise<TAssistantRow[]> {
  if (storeIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('assistant').selectAll().where('store_id', 'in', storeIds).execute();
}

const DRAFT_SORT = { store_id: 'store_id', draft_update_time: 'update_time' } as const;

/** A page of drafts (one per store) for the console; `quickSearch` looks in their names (both languages). */
export async function listDraftAssistants(db: TQueryable, query: TConsoleAssistantListQuery) {
  let base = db.selectFrom('assistant').where('variant', '=', 'draft');
  if (query.provider) base = base.where('provider', '=', query.provider);
  if (query.quickSearch) base = base.where(matchesAny(['name'], query.quickSearch));
  return pageWithTotal(
    base,
    (list) =>
      list
        .selectAll()
        .orderBy(DRAFT_SORT[query.sort ?? 'store_id'], query.direction)
        .orderBy('id', query.direction),
    query,
  );
}
