import { UserOutlined } from '@ant-design/icons';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lazyInAntdScope } from '../../../components/antd-part';
import { Button } from '../../../components/button/button';
import { useSite, useUserInfo } from '../../../features/site';

/** Only members see the avatar menu: guests never download it (nor antd's dropdown and menu). */
const UserDropdown = lazyInAntdScope(() => import('./user-dropdown').then((m) => m.UserDropdown));

/** Guests see the "Member Center" button (when the member centre is open); members their avatar menu. */
export function MemberEntry({ isBlock = false }: { isBlock?: boolean }) {
  const { t } = useTranslation('app');
  const { openMemberCenter } = useSite();
  const user = useUserInfo();
  if (user) {
    return (
      <Suspense fallback={null}>
        <UserDropdown />
      </Suspense>
    );
  }
  if (!openMemberCenter) return null;
  return (
    <Link to="/user" data-testid="member-center-link" className={isBlock ? 'sf-block-link' : undefined}>
      <Button type="primary" icon={<UserOutlined />} block={isBlock}>
        {t('header.memberCenter')}
      </Button>
    </Link>
  );
}
