import { timeFormat } from '@storefront/shared';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkdownArticle } from '../../../components/markdown/markdown-article';
import { useIsPhone } from '../../../lib/use-media-query';
import { useHeadings } from '../hooks/use-headings';
import { ArticleToc } from './article-toc';

type TArticleViewProps = {
  title: string;
  markdown: string;
  updateTime?: number;
  /** Above the title: the way back to the list the article belongs to. */
  crumbs?: ReactNode;
};

/** One article: title, date, the rendered text and its table of contents. */
export function ArticleView({ title, markdown, updateTime, crumbs }: TArticleViewProps) {
  const { t } = useTranslation('content');
  const bodyRef = useRef<HTMLDivElement>(null);
  const headings = useHeadings(bodyRef, markdown);
  const isPhone = useIsPhone();
  return (
    <div className={`sf-article${headings.length > 0 ? ' has-toc' : ''}`} data-testid="article">
      <div className="sf-article-main">
        {crumbs}
        <h1 className="sf-article-title" data-testid="article-title">
          {title}
        </h1>
        {updateTime ? (
          <div className="sf-article-meta">
            {t('article.updated', { time: timeFormat(updateTime, 'yyyy-mm-dd') })}
          </div>
        ) : null}
        {isPhone ? <ArticleToc items={headings} isPhone /> : null}
        <div ref={bodyRef}>
          <MarkdownArticle markdown={markdown} />
        </div>
      </div>
      {isPhone ? null : (
        <aside className="sf-article-aside">
          <ArticleToc items={headings} isPhone={false} />
        </aside>
      )}
    </div>
  );
}
