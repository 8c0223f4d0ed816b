import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lazyPart } from '../lib/lazy-part';
import { Button } from './button/button';
import { StatusResult, type TResultStatus } from './status-result/status-result';

/** antd's "not found" picture, fetched when a page shows it rather than with every page's error handling. */
const NotFoundPicture = lazyPart(() => import('antd/es/result/noFound').then((module) => module.default));

type TPageResultProps = { status: TResultStatus | '404'; title: string; subTitle?: string; testId?: string };

/** A full-page result (404, error) with a way back home. */
export function PageResult({ status, title, subTitle, testId }: TPageResultProps) {
  const { t } = useTranslation('app');
  const picture =
    status === '404' ? (
      <div className="sf-result-picture">
        <NotFoundPicture />
      </div>
    ) : undefined;
  return (
    <div className="sf-page-result" data-testid={testId}>
      <StatusResult
        status={status === '404' ? 'info' : status}
        icon={picture}
        title={title}
        subTitle={subTitle}
        isPageHeading
        extra={
          <Link to="/">
            <Button type="primary">{t('common.backHome')}</Button>
          </Link>
        }
      />
    </div>
  );
}
