import { useParams, useSearchParams } from 'react-router';
import { ArticleCrumbs } from '../components/article-crumbs';
import { ArticleGate } from '../components/article-gate';
import { ArticleView } from '../components/article-view';
import { articleKeyOf, docKeyOf } from '../lib/article-key';
import type { TNotFoundComponent } from '../types';
import '../styles/article.css';
import '../../../components/markdown/article-markdown.css';
import '../../../components/markdown/code-theme.css';

export type TArticleKind = 'instructions' | 'guide' | 'doc';

/** `/instructions/:id`, `/guideintro/:id` and `/md?doc=`: one rendered article with its contents. */
export function ArticlePage({ kind, NotFound }: { kind: TArticleKind; NotFound: TNotFoundComponent }) {
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const key = kind === 'doc' ? docKeyOf(searchParams.get('doc')) : articleKeyOf(kind, id);
  return (
    <div className="sf-page sf-article-page" data-testid={`${kind}-page`}>
      <ArticleGate articleKey={key} NotFound={NotFound}>
        {(article) => (
          <ArticleView
            title={article.title}
            markdown={article.markdown}
            updateTime={article.update_time}
            crumbs={<ArticleCrumbs type={kind} />}
          />
        )}
      </ArticleGate>
    </div>
  );
}
