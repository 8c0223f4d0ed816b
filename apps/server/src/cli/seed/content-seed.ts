import type { TContentType, TExampleExtra, TLanguage } from '@storefront/shared';

/** One language's version of a seeded article. Markdown only, headings `##`/`###` for the table of contents. */
export interface TArticleVersion {
  title: string;
  summary: string;
  markdown: string;
  /** Examples: the store and the conversation turns. */
  extra?: TExampleExtra;
}

/** A seeded article: its slug and a version per language. Numbers follow the order within each type. */
export interface TArticleSeed {
  type: TContentType;
  name: string;
  versions: Record<TLanguage, TArticleVersion>;
}
