import { ClockCircleOutlined, EnvironmentOutlined, StarOutlined, WalletOutlined } from '@ant-design/icons';
import { timeFormat } from '@storefront/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccount } from '../hooks/use-account';

type TTileProps = {
  icon: ReactNode;
  label: string;
  value: string;
  to?: string;
  testId: string;
  tone: string;
};

function Tile({ icon, label, value, to, testId, tone }: TTileProps) {
  const body = (
    <>
      <span className={`sf-stat-icon is-${tone}`}>{icon}</span>
      <span className="sf-stat-text">
        <span className="sf-stat-label">{label}</span>
        <span className="sf-stat-value" data-testid={testId}>
          {value}
        </span>
      </span>
    </>
  );
  return to ? (
    <Link to={to} className="sf-stat is-link">
      {body}
    </Link>
  ) : (
    <div className="sf-stat">{body}</div>
  );
}

/** Points and balance (leading to their logs), and where and when the member last logged in. */
export function OverviewStats() {
  const { t } = useTranslation('account');
  const { member } = useAccount();
  return (
    <section className="sf-stats" aria-label={t('overview.statsLabel')}>
      <Tile
        icon={<StarOutlined />}
        tone="points"
        label={t('stat.points')}
        value={String(member.score)}
        to="/user/account/integral"
        testId="overview-points"
      />
      <Tile
        icon={<WalletOutlined />}
        tone="balance"
        label={t('stat.balance')}
        value={member.money}
        to="/user/account/balance"
        testId="overview-balance"
      />
      <Tile
        icon={<ClockCircleOutlined />}
        tone="time"
        label={t('stat.lastLoginTime')}
        value={timeFormat(member.last_login_time) || t('common.empty')}
        testId="overview-last-login-time"
      />
      <Tile
        icon={<EnvironmentOutlined />}
        tone="ip"
        label={t('stat.lastLoginIp')}
        value={member.last_login_ip || t('common.empty')}
        testId="overview-last-login-ip"
      />
    </section>
  );
}
