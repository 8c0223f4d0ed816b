import { Button } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusResult, type TResultStatus } from './status-result/status-result';

/** antd's "not found" picture, fetched when a page shows it rather than with every page's error handling. */
const NotFoundPicture = lazy(() => import('antd/es/result/noFound'));

type TPageResultProps = { status: TResultStatus | '404'; title: string; subTitle?: string; testId?: string };

/** A full-page result (404, error) with a way back home. */
export function PageResult({ status, title, subTitle, testId }: TPageResultProps) {
  const { t } = useTranslation('app');
  const picture =
    status === '404' ? (
      <div className="sf-result-picture">
        <Suspense fallback={null}>
          <NotFoundPicture />
        </Suspense>
      </div>
    ) : undefined;
  return (
    <div className="sf-page-result" data-testid={testId}>
      <StatusResult
        status={status === '404' ? 'info' : status}
        icon={picture}
        title={title}
        subTitle={subTitle}
        extra={
          <Link to="/">
            <Button type="primary">{t('common.backHome')}</Button>
          </Link>
        }
      />
    </div>
  );
}
