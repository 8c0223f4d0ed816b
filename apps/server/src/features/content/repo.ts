import {
  DEFAULT_LANGUAGE,
  type TContentAdminListQuery,
  type TContentType,
  type TLanguage,
} from '@storefront/shared';
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { TDb, TQueryable } from '../../db/database.js';
import { matchesAny, pageOfRows } from '../../db/list-page.js';
import type { ContentTable } from '../../db/schema.js';
import { containsPattern } from '../../lib/like.js';

const SUMMARY_COLUMNS = [
  'content.number',
  'content.type',
  'content.name',
  'content.lang',
  'content.title',
  'content.summary',
  'content.weigh',
] as const;

/** Searches ignore case on both databases: the text and the columns are lower-cased. */
const likePattern = (text: string) => containsPattern(text.toLowerCase());

/**
 * The enabled versions of one type's articles a reader of `lang` sees: theirs, or the default language's when
 * an article has no enabled version in theirs.
 */
function visible(db: TDb, type: TContentType, lang: TLanguage) {
  const base = db
    .selectFrom('content')
    .where('content.type', '=', type)
    .where('content.status', '=', 'enable');
  if (lang === DEFAULT_LANGUAGE) return base.where('content.lang', '=', lang);
  return base.where((eb) =>
    eb.or([
      eb('content.lang', '=', lang),
      eb.and([
        eb('content.lang', '=', DEFAULT_LANGUAGE),
        eb.not(
          eb.exists(
            eb
              .selectFrom('content as own')
              .select('own.id')
              .whereRef('own.type', '=', 'content.type')
              .whereRef('own.number', '=', 'content.number')
              .where('own.lang', '=', lang)
              .where('own.status', '=', 'enable'),
          ),
        ),
      ]),
    ]),
  );
}

/** A page of one type's articles in `lang` (with fallback), heaviest first, optionally matching a keyword. */
export async function listArticles(
  db: TDb,
  input: { type: TContentType; lang: TLanguage; keyword?: string; page: number; limit: number },
) {
  let base = visible(db, input.type, input.lang);
  if (input.keyword) {
    const pattern = likePattern(input.keyword);
    base = base.where(
      sql<boolean>`(lower(content.title) like ${pattern} escape '\\'
        or lower(content.summary) like ${pattern} escape '\\')`,
    );
  }
  const [rows, count] = await Promise.all([
    base
      .select(SUMMARY_COLUMNS)
      .orderBy('content.weigh', 'desc')
      .orderBy('content.number')
      .limit(input.limit)
      .offset((input.page - 1) * input.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** One enabled article by number or name, in `lang` when it has that version, else in the default language. */
export function findArticle(
  db: TDb,
  input: { type: TContentType; lang: TLanguage; number?: number; name?: string },
) {
  let query = db
    .selectFrom('content')
    .select([...SUMMARY_COLUMNS, 'content.markdown', 'content.extra', 'content.update_time'])
    .where('content.type', '=', input.type)
    .where('content.status', '=', 'enable')
    .where('content.lang', 'in', [input.lang, DEFAULT_LANGUAGE]);
  if (input.number !== undefined) query = query.where('content.number', '=', input.number);
  if (input.name !== undefined) query = query.where('content.name', '=', input.name);
  return query
    .orderBy(sql`case when content.lang = ${input.lang} then 0 else 1 end`)
    .limit(1)
    .executeTakeFirst();
}

/** The columns of an article a list shows. */
export type TArticleSummaryRow = Awaited<ReturnType<typeof listArticles>>['rows'][number];

export async function hasArticles(db: TQueryable): Promise<boolean> {
  return (await db.selectFrom('content').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** Inserts article versions, leaving alone any whose type, name and language exist; returns how many went in. */
export async function insertArticles(db: TQueryable, rows: Insertable<ContentTable>[]): Promise<number> {
  const inserted = await db
    .insertInto('content')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['type', 'name', 'lang']).doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

export type TContentRow = Selectable<ContentTable>;

/** A page of article versions for the console: every language and status, filtered, searched and sorted. */
export async function listVersions(db: TQueryable, query: TContentAdminListQuery) {
  const base = db
    .selectFrom('content')
    .$if(query.type !== undefined, (qb) => qb.where('type', '=', query.type ?? 'doc'))
    .$if(query.lang !== undefined, (qb) => qb.where('lang', '=', query.lang ?? DEFAULT_LANGUAGE))
    .$if(query.status !== undefined, (qb) => qb.where('status', '=', query.status ?? 'enable'))
    .$if(query.quickSearch !== '', (qb) =>
      qb.where(matchesAny(['title', 'name', 'summary'], query.quickSearch)),
    );
  return pageOfRows(base, query, 'id');
}

/** The title of each of the given versions that exists, by id. */
export async function findVersionTitles(db: TQueryable, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('content').select(['id', 'title']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.title]));
}

export function findVersion(db: TQueryable, id: number): Promise<TContentRow | undefined> {
  return db.selectFrom('content').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The versions of one article (one type and number), in any language. */
export function findVersionsOf(db: TQueryable, type: TContentType, number: number): Promise<TContentRow[]> {
  return db.selectFrom('content').selectAll().where('type', '=', type).where('number', '=', number).execute();
}

/** The versions of the given articles (each a type and number), for the console's list. */
export function findVersionsOfArticles(
  db: TQueryable,
  articles: Array<{ type: TContentType; number: number }>,
): Promise<Array<Pick<TContentRow, 'id' | 'type' | 'number' | 'lang' | 'status'>>> {
  if (articles.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('content')
    .select(['id', 'type', 'number', 'lang', 'status'])
    .where((eb) =>
      eb.or(
        articles.map((article) => eb.and([eb('type', '=', article.type), eb('number', '=', article.number)])),
      ),
    )
    .orderBy('lang', 'desc')
    .execute();
}

/** The number of the article of `type` named `name`, if there is one. */
export async function findNumberByName(
  db: TQueryable,
  type: TContentType,
  name: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('content')
    .select('number')
    .where('type', '=', type)
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.number;
}

/** The number a new article of `type` gets: one past the highest. */
export async function nextNumber(db: TQueryable, type: TContentType): Promise<number> {
  const row = await db
    .selectFrom('content')
    .select((eb) => eb.fn.max('number').as('top'))
    .where('type', '=', type)
    .executeTakeFirst();
  return Number(row?.top ?? 0) + 1;
}

export function insertVersion(db: TQueryable, values: Insertable<ContentTable>): Promise<TContentRow> {
  return db.insertInto('content').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Changes the versions of one article (`number` given) or the one version `id`. */
export async function updateVersions(
  db: TQueryable,
  which: { id: number } | { type: TContentType; number: number },
  changes: Updateable<ContentTable>,
): Promise<void> {
  const query = db.updateTable('content').set(changes);
  await ('id' in which
    ? query.where('id', '=', which.id)
    : query.where('type', '=', which.type).where('number', '=', which.number)
  ).execute();
}

export function deleteVersions(db: TQueryable, ids: number[]): Promise<TContentRow[]> {
  return db.deleteFrom('content').where('id', 'in', ids).returningAll().execute();
}
