import { CONSOLE_API } from '@storefront/shared';
import { Avatar, Dropdown, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callConsole } from '../lib/call-console';
import { clearOperatorSession, operatorStore, useOperator } from '../lib/operator-session';

/** The signed-in operator's name and role, with "sign out". */
export function OperatorMenu() {
  const { t } = useTranslation('console');
  const operator = useOperator();
  const navigate = useNavigate();
  if (!operator) return null;
  const name = operator.nickname || operator.username;

  const signOut = async () => {
    const refreshToken = operatorStore.get().session?.refresh_token ?? '';
    await callConsole(CONSOLE_API.session.logout, { body: { refreshToken }, showErrorMessage: false }).catch(
      () => undefined,
    );
    clearOperatorSession();
    navigate('/admin/login', { replace: true });
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [{ key: 'logout', label: t('header.logout'), 'data-testid': 'console-logout' }],
        onClick: () => void signOut(),
      }}
    >
      <Flex
        align="center"
        gap={8}
        className="sf-console-operator"
        data-testid="console-operator"
        role="button"
      >
        <Avatar size={28} className="sf-console-operator-avatar">
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
        <span className="sf-console-operator-name">{name}</span>
        <Tag color={operator.role === 'owner' ? 'gold' : 'blue'}>{t(`role.${operator.role}`)}</Tag>
      </Flex>
    </Dropdown>
  );
}
