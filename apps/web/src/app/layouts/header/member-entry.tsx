import { UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSite, useUserInfo } from '../../../features/site';
import { UserDropdown } from './user-dropdown';

/** Guests see the "Member Center" button (when the member centre is open); members their avatar menu. */
export function MemberEntry({ isBlock = false }: { isBlock?: boolean }) {
  const { t } = useTranslation('app');
  const { openMemberCenter } = useSite();
  const user = useUserInfo();
  if (user) return <UserDropdown />;
  if (!openMemberCenter) return null;
  return (
    <Link to="/user" data-testid="member-center-link" className={isBlock ? 'sf-block-link' : undefined}>
      <Button type="primary" icon={<UserOutlined />} block={isBlock}>
        {t('header.memberCenter')}
      </Button>
    </Link>
  );
}
