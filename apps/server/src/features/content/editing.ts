import type {
  TContentAddBody,
  TContentAdminDetail,
  TContentAdminListQuery,
  TContentAdminRow,
  TContentAdminVersion,
  TContentEditBody,
  TLanguage,
  TPage,
  TStatus,
} from '@storefront/shared';
import type { TDb, TQueryable } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { TOnChange } from '../../lib/change-hook.js';
import { nowSeconds } from '../../lib/clock.js';
import {
  deleteVersions,
  findNumberByName,
  findVersion,
  findVersionsOf,
  findVersionsOfArticles,
  insertVersion,
  listVersions,
  nextNumber,
  type TContentRow,
  updateVersions,
} from './repo.js';

const toAdminVersion = (row: TContentRow): TContentAdminVersion => ({
  id: row.id,
  type: row.type,
  number: row.number,
  name: row.name,
  lang: row.lang as TLanguage,
  title: row.title,
  summary: row.summary,
  weigh: row.weigh,
  status: row.status,
  update_time: Number(row.update_time),
});

/** Only examples keep something in `extra` (their conversation); the console shows the others' as empty. */
const toAdminDetail = (row: TContentRow): TContentAdminDetail => ({
  ...toAdminVersion(row),
  markdown: row.markdown,
  extra: row.type === 'example' && row.extra !== '{}' ? row.extra : '',
});

const extraColumn = (type: TContentRow['type'], extra: string) =>
  type === 'example' && extra !== '' ? extra : '{}';

/**
 * The console's editing of articles. An article is one number within its type with a version per language;
 * its versions share `name` and `weigh` (an edit of either changes them all), each has its own title, text and
 * status. Every change runs in one transaction with the caller's `onChange` (the operator log). The public pages
 * read the table directly, so a change shows there at once.
 */
export function createContentEditing(db: TDb) {
  async function mustFind(id: number, trx: TQueryable): Promise<TContentRow> {
    const row = await findVersion(trx, id);
    if (!row) throw new AppError('content.notFound');
    return row;
  }

  return {
    /** Versions in every language and status, as the console's table asks. */
    async listVersions(query: TContentAdminListQuery): Promise<TPage<TContentAdminRow>> {
      const { rows, total } = await listVersions(db, query);
      const versions = await findVersionsOfArticles(db, rows);
      const versionsOf = (row: TContentRow) =>
        versions
          .filter((version) => version.type === row.type && version.number === row.number)
          .map((version) => ({ id: version.id, lang: version.lang as TLanguage, status: version.status }));
      return { list: rows.map((row) => ({ ...toAdminVersion(row), versions: versionsOf(row) })), total };
    },

    /** One version with its text; 'content.notFound' when there is none. */
    version: async (id: number): Promise<TContentAdminDetail> => toAdminDetail(await mustFind(id, db)),

    /**
     * A new version: it joins the article of its type with that name (taking its number, and giving the
     * article its `weigh`), or starts a new article numbered after the type's last.
     */
    addVersion: (input: TContentAddBody, onChange: TOnChange<TContentAdminDetail>) =>
      db.transaction().execute(async (trx) => {
        const existing = await findNumberByName(trx, input.type, input.name);
        if (existing !== undefined) {
          const versions = await findVersionsOf(trx, input.type, existing);
          if (versions.some((version) => version.lang === input.lang)) {
            throw new AppError('content.versionExists');
          }
        }
        const number = existing ?? (await nextNumber(trx, input.type));
        const now = nowSeconds();
        const row = await insertVersion(trx, {
          type: input.type,
          number,
          name: input.name,
          lang: input.lang,
          title: input.title,
          summary: input.summary,
          markdown: input.markdown,
          extra: extraColumn(input.type, input.extra),
          weigh: input.weigh,
          status: input.status,
          update_time: now,
          create_time: now,
        });
        await updateVersions(trx, { type: input.type, number }, { weigh: input.weigh });
        const added = toAdminDetail(row);
        await onChange({ id: row.id, before: null, after: added }, trx);
        return added;
      }),

    /** Changes a version, and the name and order of its article; the version as it is now. */
    editVersion: (input: TContentEditBody, onChange: TOnChange<TContentAdminDetail>) =>
      db.transaction().execute(async (trx) => {
        const before = await mustFind(input.id, trx);
        const owner = await findNumberByName(trx, before.type, input.name);
        if (owner !== undefined && owner !== before.number) throw new AppError('content.nameTaken');
        const now = nowSeconds();
        const article = { type: before.type, number: before.number };
        await updateVersions(trx, article, { name: input.name, weigh: input.weigh, update_time: now });
        await updateVersions(
          trx,
          { id: input.id },
          {
            title: input.title,
            summary: input.summary,
            markdown: input.markdown,
            status: input.status,
            extra: extraColumn(before.type, input.extra),
          },
        );
        const after = toAdminDetail(await mustFind(input.id, trx));
        await onChange({ id: input.id, before: toAdminDetail(before), after }, trx);
        return after;
      }),

    /** Shows or hides one version on the public pages; the version as it is now. */
    setVersionStatus: (id: number, status: TStatus, onChange: TOnChange<TContentAdminVersion>) =>
      db.transaction().execute(async (trx) => {
        const before = await mustFind(id, trx);
        await updateVersions(trx, { id }, { status, update_time: nowSeconds() });
        const after = toAdminVersion(await mustFind(id, trx));
        await onChange({ id, before: toAdminVersion(before), after }, trx);
        return after;
      }),

    /** Deletes versions; `onChange` sees each one that existed, as it was. */
    removeVersions: (ids: number[], onChange: TOnChange<TContentAdminDetail>) =>
      db.transaction().execute(async (trx) => {
        for (const row of await deleteVersions(trx, ids)) {
          await onChange({ id: row.id, before: toAdminDetail(row), after: null }, trx);
        }
      }),
  };
}
