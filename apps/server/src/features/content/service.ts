import {
  type TContentDetail,
  type TContentDetailQuery,
  type TContentListQuery,
  type TContentSummary,
  type TLanguage,
  type TPage,
  ZExampleExtra,
} from '@storefront/shared';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { parseJsonText } from '../../lib/localized.js';
import { createContentEditing } from './editing.js';
import { findArticle, findVersionTitles, listArticles, type TArticleSummaryRow } from './repo.js';

const toSummary = (row: TArticleSummaryRow): TContentSummary => ({
  id: row.number,
  type: row.type,
  name: row.name,
  title: row.title,
  summary: row.summary,
  order: row.weigh,
});

/** An example's store and turns; an article without them (or with a broken `extra`) has none. */
function exampleOf(extra: string): Pick<TContentDetail, 'storeuuid' | 'turns'> {
  const parsed = ZExampleExtra.safeParse(parseJsonText(extra));
  return parsed.success ? parsed.data : { storeuuid: null, turns: [] };
}

/**
 * Help centre, guides, examples and documents: lists and single articles in the reader's language, and the
 * console's editing of them.
 */
export function createContentService({ db }: { db: TDb }) {
  return {
    ...createContentEditing(db),

    /** One type's enabled articles in the reader's language, falling back to zh-cn per article. */
    async list(query: TContentListQuery, lang: TLanguage): Promise<TPage<TContentSummary>> {
      const { rows, total } = await listArticles(db, { ...query, lang });
      return { list: rows.map(toSummary), total };
    },

    /** One article by `id` (its number within the type) or `name`; unknown or disabled is 'content.notFound'. */
    async detail(query: TContentDetailQuery, lang: TLanguage): Promise<TContentDetail> {
      const row = await findArticle(db, { type: query.type, lang, number: query.id, name: query.name });
      if (!row) throw new AppError('content.notFound');
      return {
        ...toSummary(row),
        lang: row.lang,
        markdown: row.markdown,
        update_time: Number(row.update_time),
        ...(row.type === 'example' ? exampleOf(row.extra) : { storeuuid: null, turns: [] }),
      };
    },

    /** The title of each of the given language versions that exists, by id (the operator log's targets). */
    titlesOf: (ids: number[]) => findVersionTitles(db, ids),
  };
}

/** The content service, as the routes receive it. */
export type TContentService = ReturnType<typeof createContentService>;
