import { LANGUAGES } from '@storefront/shared';
import type { Insertable } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { ContentTable } from '../../db/schema.js';
import { hasArticles, insertArticles } from '../../features/content/repo.js';
import { nowSeconds } from '../../lib/clock.js';
import { DOC_ARTICLES } from './content-docs.js';
import { EXAMPLE_ARTICLES } from './content-examples.js';
import { GUIDE_ARTICLES } from './content-guides.js';
import { HELP_ARTICLES } from './content-help.js';
import type { TArticleSeed } from './content-seed.js';

/** Every seeded article; within a type, the order here gives the numbers (1, 2, …) and the list order. */
export const CONTENT_SEED: TArticleSeed[] = [
  ...HELP_ARTICLES,
  ...GUIDE_ARTICLES,
  ...EXAMPLE_ARTICLES,
  ...DOC_ARTICLES,
];

/** The rows of the seed: one per article and language, numbered per type, earlier articles weighing more. */
export function contentRows(now: number): Insertable<ContentTable>[] {
  return CONTENT_SEED.flatMap((article) => {
    const ofType = CONTENT_SEED.filter((candidate) => candidate.type === article.type);
    const position = ofType.indexOf(article);
    return LANGUAGES.map((lang) => {
      const version = article.versions[lang];
      return {
        type: article.type,
        number: position + 1,
        name: article.name,
        lang,
        title: version.title,
        summary: version.summary,
        markdown: version.markdown,
        extra: JSON.stringify(version.extra ?? {}),
        weigh: (ofType.length - position) * 10,
        status: 'enable' as const,
        update_time: now,
        create_time: now,
      };
    });
  });
}

/**
 * Gives a fresh database the help centre, guides, examples and documents in both languages. An existing
 * article is never overwritten (operators edit them), and a table that already has articles is left alone.
 */
export async function seedContentIfEmpty(db: TDb): Promise<number> {
  if (await hasArticles(db)) return 0;
  return insertArticles(db, contentRows(nowSeconds()));
}
