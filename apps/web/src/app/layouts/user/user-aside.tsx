import { UserOutlined } from '@ant-design/icons';
import { fullUrl } from '@storefront/shared';
import { Avatar } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSite, useUserInfo } from '../../../features/site';
import { UserMenu } from './user-menu';

/** Member aside: avatar, nickname, points and balance, then the member menu. */
export function UserAside() {
  const { t } = useTranslation('app');
  const { site } = useSite();
  const user = useUserInfo();
  return (
    <aside className="sf-aside" data-testid="user-aside">
      <div className="sf-aside-profile">
        <Avatar
          size={56}
          src={user ? fullUrl(user.avatar, site.cdnUrl) : undefined}
          icon={<UserOutlined />}
          alt=""
        />
        <div className="sf-aside-name">{user?.nickname || user?.username}</div>
        <div className="sf-aside-stats">
          <div className="sf-aside-stat">
            <span className="sf-aside-stat-value">{user?.score ?? 0}</span>
            <span className="sf-aside-stat-label">{t('member.points')}</span>
          </div>
          <div className="sf-aside-stat">
            <span className="sf-aside-stat-value">{user?.money ?? '0.00'}</span>
            <span className="sf-aside-stat-label">{t('member.balance')}</span>
          </div>
        </div>
      </div>
      <UserMenu />
    </aside>
  );
}
