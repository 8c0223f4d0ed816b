import { ReloadOutlined } from '@ant-design/icons';
import type { TContentDetail } from '@storefront/shared';
import { Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { StatusResult } from '../../../components/status-result/status-result';
import { type TArticleKey, useArticle } from '../api/get-article';
import type { TNotFoundComponent } from '../types';

type TArticleGateProps = {
  articleKey: TArticleKey | null;
  NotFound: TNotFoundComponent;
  children: (article: TContentDetail) => ReactNode;
};

/** Loads an article and shows it, a skeleton while it loads, a retry when it fails, the 404 page when unknown. */
export function ArticleGate({ articleKey, NotFound, children }: TArticleGateProps) {
  const location = useLocation();
  if (!articleKey) return <NotFound path={location.pathname + location.search} />;
  return (
    <LoadedArticle articleKey={articleKey} NotFound={NotFound}>
      {children}
    </LoadedArticle>
  );
}

function LoadedArticle({ articleKey, NotFound, children }: TArticleGateProps & { articleKey: TArticleKey }) {
  const { t } = useTranslation('content');
  const location = useLocation();
  const article = useArticle(articleKey);
  if (article.isPending) {
    return (
      <div className="sf-page sf-article-loading" data-testid="article-loading">
        <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (article.isError) {
    return (
      <StatusResult
        status="warning"
        className="sf-page"
        data-testid="article-error"
        title={t('article.loadFailed')}
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void article.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (!article.data) return <NotFound path={location.pathname + location.search} />;
  return <>{children(article.data)}</>;
}
