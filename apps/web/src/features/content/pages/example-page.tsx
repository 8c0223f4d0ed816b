import { ExperimentOutlined, MessageOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MarkdownArticle } from '../../../components/markdown/markdown-article';
import { ArticleCrumbs } from '../components/article-crumbs';
import { ArticleGate } from '../components/article-gate';
import { ExampleConversation } from '../components/example-conversation';
import { articleKeyOf } from '../lib/article-key';
import { tryItPath } from '../lib/try-it';
import type { TNotFoundComponent } from '../types';
import '../styles/article.css';
import '../../../components/markdown/article-markdown.css';
import '../../../components/markdown/code-theme.css';
import '../styles/example.css';

/** `/examples/:id`: an example conversation shown as a chat, and "try it" with the same first question. */
export function ExamplePage({ NotFound }: { NotFound: TNotFoundComponent }) {
  const { t } = useTranslation('content');
  const { id } = useParams();
  return (
    <div className="sf-page sf-example-page" data-testid="example-page">
      <ArticleGate articleKey={articleKeyOf('example', id)} NotFound={NotFound}>
        {(example) => (
          <div className="sf-example">
            <ArticleCrumbs type="example" />
            <div className="sf-example-head">
              <span className="sf-example-badge">
                <ExperimentOutlined /> {t('example.badge')}
              </span>
              <h1 className="sf-article-title" data-testid="article-title">
                {example.title}
              </h1>
              {example.summary ? <p className="sf-example-summary">{example.summary}</p> : null}
            </div>
            {example.markdown ? <MarkdownArticle markdown={example.markdown} hasAnchors={false} /> : null}
            <div className="sf-example-window">
              <ExampleConversation turns={example.turns} />
            </div>
            <div className="sf-example-try">
              <p>{t('example.tryText')}</p>
              <Link to={tryItPath(example.storeuuid ?? '', example.turns)} data-testid="example-try">
                <Button type="primary" size="large" icon={<MessageOutlined />}>
                  {t('example.try')}
                </Button>
              </Link>
            </div>
          </div>
        )}
      </ArticleGate>
    </div>
  );
}
