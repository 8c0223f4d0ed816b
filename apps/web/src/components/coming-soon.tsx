import { RocketOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusResult } from './status-result/status-result';

type TComingSoonProps = { title: string; description: string; backTo?: string; backLabel?: string };

/** The polished placeholder of a page whose content arrives in later work; the route itself is real. */
export function ComingSoon({ title, description, backTo = '/', backLabel }: TComingSoonProps) {
  const { t } = useTranslation('app');
  return (
    <div className="sf-coming-soon" data-testid="page-coming-soon">
      <div className="sf-coming-soon-badge">{t('common.comingSoon')}</div>
      <StatusResult
        icon={<RocketOutlined className="sf-coming-soon-icon" />}
        title={title}
        subTitle={description}
        extra={
          <Link to={backTo}>
            <Button type="primary">{backLabel ?? t('common.backHome')}</Button>
          </Link>
        }
      />
    </div>
  );
}
