import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { fullUrl } from '@storefront/shared';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RuleIcon } from '../../../components/rule-icon';
import { useSite, useUserInfo } from '../../../features/site';
import { userMenuRules } from '../../../lib/rule-nav';
import { useLogout } from './use-logout';
import { useOpenMemberRule } from './use-member-navigation';

/** The logged-in member's avatar with nav_user_menu rules, member centre and logout. */
export function UserDropdown() {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const { rules, site } = useSite();
  const user = useUserInfo();
  const openRule = useOpenMemberRule();
  const handleLogout = useLogout();
  if (!user) return null;

  const ruleItems = userMenuRules(rules);
  const items: MenuProps['items'] = [
    ...ruleItems.map((rule) => ({
      key: `rule-${rule.id}`,
      label: rule.title,
      icon: <RuleIcon name={rule.icon} />,
    })),
    { key: 'member-center', label: t('header.memberCenter'), icon: <UserOutlined /> },
    { type: 'divider' },
    { key: 'logout', label: t('header.logout'), icon: <LogoutOutlined />, danger: true },
  ];
  const handleClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') void handleLogout();
    else if (key === 'member-center') void navigate('/user');
    else {
      const rule = ruleItems.find((item) => `rule-${item.id}` === key);
      if (rule) openRule(rule);
    }
  };

  return (
    <Dropdown menu={{ items, onClick: handleClick }} placement="bottomRight" trigger={['click']}>
      <button type="button" className="sf-user-trigger" data-testid="user-dropdown">
        <Avatar size={28} src={fullUrl(user.avatar, site.cdnUrl)} icon={<UserOutlined />} alt="" />
        <span className="sf-user-trigger-name">{user.nickname || user.username}</span>
        <DownOutlined className="sf-user-trigger-caret" />
      </button>
    </Dropdown>
  );
}
