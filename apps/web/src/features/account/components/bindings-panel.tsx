import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import { ACCOUNT_CHANNELS, type TAccountChannel } from '@storefront/shared';
import { Button, Modal, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCodeChannels } from '../api/get-profile-config';
import { useAccount } from '../hooks/use-account';
import { ChangeBindFlow } from './change-bind-flow';

/** The member's email and mobile with a button to bind or change each, in a dialog. */
export function BindingsPanel() {
  const { t } = useTranslation('account');
  const { member } = useAccount();
  const channels = useCodeChannels();
  const [open, setOpen] = useState<TAccountChannel | null>(null);
  const isBound = (channel: TAccountChannel) => member[channel] !== '';

  return (
    <section className="sf-panel" data-testid="bindings-panel">
      <div className="sf-panel-head">
        <h2 className="sf-panel-title">{t('bind.title')}</h2>
        <span className="sf-panel-hint">{t('bind.hint')}</span>
      </div>
      <ul className="sf-bindings">
        {ACCOUNT_CHANNELS.map((channel) => {
          const canSend = channels.data?.includes(channel) ?? false;
          const action = t(isBound(channel) ? 'bind.change' : 'bind.bind');
          return (
            <li key={channel} className="sf-binding" data-testid={`binding-${channel}`}>
              <span className="sf-binding-icon">
                {channel === 'email' ? <MailOutlined /> : <MobileOutlined />}
              </span>
              <span className="sf-binding-text">
                <span className="sf-binding-label">{t(`field.${channel}`)}</span>
                <span className={isBound(channel) ? 'sf-binding-value' : 'sf-binding-value is-empty'}>
                  {member[channel] || t('binding.none')}
                </span>
              </span>
              <Tooltip title={canSend || channels.isPending ? '' : t(`bind.unavailable.${channel}`)}>
                <Button
                  disabled={!canSend}
                  loading={channels.isPending}
                  onClick={() => setOpen(channel)}
                  data-testid={`binding-${channel}-action`}
                >
                  {action}
                </Button>
              </Tooltip>
            </li>
          );
        })}
      </ul>
      <Modal
        open={open !== null}
        title={open ? t(`bind.${isBound(open) ? 'changeTitle' : 'bindTitle'}.${open}`) : ''}
        footer={null}
        destroyOnHidden
        width={460}
        onCancel={() => setOpen(null)}
      >
        {open ? <ChangeBindFlow channel={open} onDone={() => setOpen(null)} /> : null}
      </Modal>
    </section>
  );
}
