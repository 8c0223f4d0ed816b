import type {
  TCsvFile,
  TKnowledgeEntry,
  TKnowledgeFields,
  TKnowledgeImportBody,
  TKnowledgeImportResult,
  TKnowledgeListQuery,
  TLanguage,
  TPage,
  TStatus,
} from '@storefront/shared';
import type { TDb, TQueryable } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { TOnChange } from '../../lib/change-hook.js';
import { nowSeconds } from '../../lib/clock.js';
import { toKnowledgeEntry } from './admin-view.js';
import { knowledgeCsv, readKnowledgeCsv } from './knowledge-csv.js';
import { renameCheckedEntry } from './repo.checks.js';
import {
  deleteKnowledgeEntries,
  deleteKnowledgeOf,
  findAssistant,
  findKnowledgeWithOwner,
  insertKnowledge,
  insertKnowledgeEntry,
  knowledgePage,
  listKnowledgeRows,
  setKnowledgeStatus,
  type TAssistantRow,
  updateAssistant,
  updateKnowledgeEntry,
} from './repo.js';

/** An entry as the operator log keeps it: with the store whose draft it belongs to. */
export type TKnowledgeAudit = TKnowledgeEntry & { store_id: number };

/** What an import did, for the operator log. */
export interface TImportAudit {
  mode: TKnowledgeImportBody['mode'];
  entries: number;
  imported?: number;
  removed?: number;
}

const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10).replace(/-/g, '');

/**
 * The knowledge of stores' drafts, for the console and the store owners: published entries change only by
 * publishing. Every change marks the draft changed (and, writing its row first, queues concurrent changes to
 * it), runs in one transaction with the caller's `onChange`, then drops the draft's cached knowledge.
 */
export function createKnowledgeAdmin({
  db,
  forgetKnowledge,
}: {
  db: TDb;
  forgetKnowledge: (assistantId: number) => void;
}) {
  async function draftOf(storeId: number, on: TQueryable = db): Promise<TAssistantRow> {
    const draft = await findAssistant(on, storeId, 'draft');
    if (!draft) throw new AppError('assistants.notFound');
    return draft;
  }

  /** Draft entries by id, of `storeId` when given; 'not found' when any id is not one. */
  async function draftEntries(ids: number[], storeId: number | undefined, on: TQueryable) {
    const rows = await findKnowledgeWithOwner(on, ids);
    const mismatch = rows.some(
      (row) => row.variant !== 'draft' || (storeId !== undefined && row.store_id !== storeId),
    );
    if (mismatch || rows.length !== new Set(ids).size) throw new AppError('knowledge.notFound');
    return rows;
  }

  const touch = (on: TQueryable, assistantId: number) =>
    updateAssistant(on, assistantId, { update_time: nowSeconds() });

  /** Runs a change of drafts' knowledge, then drops those drafts' cached knowledge in every process. */
  async function changing<T>(work: (trx: TQueryable) => Promise<{ result: T; drafts: number[] }>) {
    const { result, drafts } = await db.transaction().execute(work);
    for (const id of new Set(drafts)) forgetKnowledge(id);
    return result;
  }

  return {
    /** A page of a store's draft entries. */
    async knowledgePage(
      storeId: number,
      query: Omit<TKnowledgeListQuery, 'store_id'>,
    ): Promise<TPage<TKnowledgeEntry>> {
      const draft = await draftOf(storeId);
      const { rows, total } = await knowledgePage(db, draft.id, query);
      return { list: rows.map(toKnowledgeEntry), total };
    },

    /** Adds an entry to a store's draft. */
    addKnowledge: (storeId: number, fields: TKnowledgeFields, onChange?: TOnChange<TKnowledgeAudit>) =>
      changing(async (trx) => {
        const draft = await draftOf(storeId, trx);
        await touch(trx, draft.id);
        const row = await insertKnowledgeEntry(trx, {
          ...fields,
          assistant_id: draft.id,
          create_time: nowSeconds(),
        });
        const entry = toKnowledgeEntry(row);
        await onChange?.({ id: row.id, before: null, after: { ...entry, store_id: storeId } }, trx);
        return { result: entry, drafts: [draft.id] };
      }),

    /** Changes a draft's entry; with `storeId`, only one of that store's draft. */
    editKnowledge: (
      id: number,
      fields: TKnowledgeFields,
      storeId: number | undefined,
      onChange?: TOnChange<TKnowledgeAudit>,
    ) =>
      changing(async (trx) => {
        const [before] = await draftEntries([id], storeId, trx);
        if (!before) throw new AppError('knowledge.notFound');
        await touch(trx, before.assistant_id);
        const row = await updateKnowledgeEntry(trx, id, fields);
        if (!row) throw new AppError('knowledge.notFound');
        // The store's checks expecting this entry follow it to its new wording.
        await renameCheckedEntry(trx, before.store_id, before, row);
        const entry = toKnowledgeEntry(row);
        const store = { store_id: before.store_id };
        await onChange?.(
          { id, before: { ...toKnowledgeEntry(before), ...store }, after: { ...entry, ...store } },
          trx,
        );
        return { result: entry, drafts: [before.assistant_id] };
      }),

    /** Deletes draft entries, all or none; with `storeId`, only that store's draft's. */
    removeKnowledge: (ids: number[], storeId: number | undefined, onChange?: TOnChange<TKnowledgeAudit>) =>
      changing(async (trx) => {
        const rows = await draftEntries(ids, storeId, trx);
        for (const assistantId of new Set(rows.map((row) => row.assistant_id))) await touch(trx, assistantId);
        for (const row of rows) {
          await onChange?.(
            { id: row.id, before: { ...toKnowledgeEntry(row), store_id: row.store_id }, after: null },
            trx,
          );
        }
        await deleteKnowledgeEntries(trx, ids);
        return { result: null, drafts: rows.map((row) => row.assistant_id) };
      }),

    /**
     * Enables or disables draft entries, all or none; with `storeId`, only that store's draft's. Entries
     * already so are left alone (and unlogged); answers how many changed.
     */
    setKnowledgeStatus: (
      ids: number[],
      status: TStatus,
      storeId: number | undefined,
      onChange?: TOnChange<TKnowledgeAudit>,
    ) =>
      changing(async (trx) => {
        const rows = await draftEntries(ids, storeId, trx);
        const toChange = rows.filter((row) => row.status !== status);
        for (const assistantId of new Set(toChange.map((row) => row.assistant_id))) {
          await touch(trx, assistantId);
        }
        for (const row of toChange) {
          const before = { ...toKnowledgeEntry(row), store_id: row.store_id };
          await onChange?.({ id: row.id, before, after: { ...before, status } }, trx);
        }
        const changed = await setKnowledgeStatus(
          trx,
          toChange.map((row) => row.id),
          status,
        );
        return { result: { changed }, drafts: toChange.map((row) => row.assistant_id) };
      }),

    /** A store's draft entries as a CSV file, heaviest first. */
    async exportKnowledge(storeId: number): Promise<TCsvFile> {
      const draft = await draftOf(storeId);
      const entries = (await listKnowledgeRows(db, draft.id)).map(toKnowledgeEntry);
      return { filename: `knowledge-${storeId}-${day(nowSeconds())}.csv`, content: knowledgeCsv(entries) };
    },

    /**
     * Imports a CSV into a store's draft, all or nothing: `append` adds its rows after the entries there (in
     * file order), `replace` makes the draft hold exactly the file. A failed file changes nothing and answers
     * every problem in `lang`.
     */
    async importKnowledge(
      storeId: number,
      body: Pick<TKnowledgeImportBody, 'csv' | 'mode'>,
      lang: TLanguage,
      onChange?: TOnChange<TImportAudit>,
    ): Promise<TKnowledgeImportResult> {
      const read = readKnowledgeCsv(body.csv, lang);
      if (read.problems.length > 0) return { imported: 0, removed: 0, failed: read.problems };
      return changing(async (trx) => {
        const draft = await draftOf(storeId, trx);
        await touch(trx, draft.id);
        const before = await listKnowledgeRows(trx, draft.id);
        const removed = body.mode === 'replace' ? await deleteKnowledgeOf(trx, draft.id) : 0;
        const now = nowSeconds();
        await insertKnowledge(
          trx,
          read.entries.map((entry) => ({ ...entry, assistant_id: draft.id, create_time: now })),
        );
        const imported = read.entries.length;
        await onChange?.(
          {
            id: storeId,
            before: { mode: body.mode, entries: before.length },
            after: { mode: body.mode, entries: before.length - removed + imported, imported, removed },
          },
          trx,
        );
        return { result: { imported, removed, failed: [] }, drafts: [draft.id] };
      });
    },
  };
}
