import {
  CheckCircleOutlined,
  DollarOutlined,
  KeyOutlined,
  ShopOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { CONSOLE_API, type TMemberDetail } from '@storefront/shared';
import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../../../lib/use-submit';
import { callConsole } from '../../lib/call-console';
import { BalanceForm } from './balance-form';
import { PasswordForm } from './password-form';
import { StoreForm } from './store-form';
import { useReloadMember } from './use-member';

type TDialog = 'balance' | 'password' | 'store';

/** What an operator can change about a member, each change confirmed or asked for in a dialog. */
export function MemberActions({ member }: { member: TMemberDetail }) {
  const { t } = useTranslation(['console-members', 'console']);
  const [dialog, setDialog] = useState<TDialog | null>(null);
  const reload = useReloadMember(member.id);
  const { isBusy, run } = useSubmit();
  const isEnabled = member.status === 'enable';
  const close = () => setDialog(null);
  const saved = () => {
    close();
    void reload();
  };

  const toggleStatus = () =>
    run(async () => {
      const status = isEnabled ? 'disable' : 'enable';
      await callConsole(CONSOLE_API.members.status, {
        body: { id: member.id, status },
        showSuccessMessage: true,
      });
      await reload();
    });

  return (
    <div className="sf-member-actions">
      <Button
        type="primary"
        icon={<DollarOutlined />}
        onClick={() => setDialog('balance')}
        data-testid="member-adjust"
      >
        {t('action.adjust')}
      </Button>
      <Button icon={<ShopOutlined />} onClick={() => setDialog('store')} data-testid="member-store-open">
        {t('action.store')}
      </Button>
      <Button icon={<KeyOutlined />} onClick={() => setDialog('password')} data-testid="member-password-open">
        {t('action.password')}
      </Button>
      <Popconfirm
        title={t(isEnabled ? 'status.disableTitle' : 'status.enableTitle', { name: member.username })}
        description={t(isEnabled ? 'status.disableText' : 'status.enableText')}
        okText={t(isEnabled ? 'action.disable' : 'action.enable')}
        okButtonProps={{ danger: isEnabled, 'data-testid': 'member-status-confirm' }}
        cancelText={t('console:action.cancel')}
        onConfirm={() => toggleStatus()}
      >
        <Button
          danger={isEnabled}
          loading={isBusy}
          icon={isEnabled ? <StopOutlined /> : <CheckCircleOutlined />}
          data-testid="member-status-toggle"
        >
          {t(isEnabled ? 'action.disable' : 'action.enable')}
        </Button>
      </Popconfirm>
      {dialog === 'balance' ? <BalanceForm member={member} onClose={close} onSaved={saved} /> : null}
      {dialog === 'password' ? <PasswordForm member={member} onClose={close} onSaved={saved} /> : null}
      {dialog === 'store' ? <StoreForm member={member} onClose={close} onSaved={saved} /> : null}
    </div>
  );
}
