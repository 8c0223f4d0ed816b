import { Button, Result } from 'antd';
import type { ResultStatusType } from 'antd/es/result';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type TPageResultProps = { status: ResultStatusType; title: string; subTitle?: string; testId?: string };

/** A full-page result (404, error) with a way back home. */
export function PageResult({ status, title, subTitle, testId }: TPageResultProps) {
  const { t } = useTranslation('app');
  return (
    <div className="sf-page-result" data-testid={testId}>
      <Result
        status={status}
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
