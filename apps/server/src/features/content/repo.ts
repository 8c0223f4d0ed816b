import { DEFAULT_LANGUAGE, type TContentType, type TLanguage } from '@storefront/shared';
import { type Insertable, sql } from 'kysely';
import type { TDb, TQueryable } from '../../db/database.js';
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
