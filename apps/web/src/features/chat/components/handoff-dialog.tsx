import { CustomerServiceOutlined } from '@ant-design/icons';
import { HANDOFF_LIMITS, zHandoffContact } from '@storefront/shared';
import { Button, Input, Modal } from 'antd';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translate } from '../../../lib/i18n/i18n';
import type { THandoffContact } from '../hooks/use-handoff';
import '../styles/handoff-dialog.css';

/**
 * Handing the conversation over: a name and a phone or e-mail, both optional, so the store can reply if the
 * visitor leaves. Checked with the server's own rule before it is sent.
 */
export function HandoffDialog({
  open,
  onClose,
  onSubmit,
}: {
  open: boolean;
  onClose: () => void;
  onSubmit: (contact: THandoffContact) => Promise<void>;
}) {
  const { t } = useTranslation('chat');
  const [name, setName] = useState('');
  const [contact, setContact] = useState('');
  const [error, setError] = useState('');
  const [isSending, setSending] = useState(false);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = zHandoffContact.safeParse(contact);
    if (!checked.success) {
      setError(translate(`shared:${checked.error.issues[0]?.message ?? 'validation.contact'}`));
      return;
    }
    setSending(true);
    try {
      await onSubmit({ name: name.trim(), contact: checked.data });
      onClose();
    } catch {
      // the http client already said why
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      centered
      width={420}
      title={t('handoff.title')}
      rootClassName="sf-handoff-modal"
      destroyOnHidden
    >
      <form className="sf-handoff-form" data-testid="handoff-form" onSubmit={(event) => void submit(event)}>
        <p className="sf-handoff-form-intro">
          <CustomerServiceOutlined /> {t('handoff.intro')}
        </p>
        <div className="sf-handoff-field">
          <label htmlFor={`${id}-name`}>{t('handoff.name')}</label>
          <Input
            id={`${id}-name`}
            value={name}
            maxLength={HANDOFF_LIMITS.nameMax}
            autoComplete="name"
            data-testid="handoff-name"
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="sf-handoff-field">
          <label htmlFor={`${id}-contact`}>{t('handoff.contact')}</label>
          <Input
            id={`${id}-contact`}
            aria-describedby={`${id}-hint`}
            value={contact}
            maxLength={HANDOFF_LIMITS.contactMax}
            autoComplete="email"
            placeholder={t('handoff.contactPlaceholder')}
            status={error ? 'error' : undefined}
            data-testid="handoff-contact"
            onChange={(event) => {
              setContact(event.target.value);
              setError('');
            }}
          />
          <small
            className={error ? 'sf-handoff-hint is-error' : 'sf-handoff-hint'}
            role={error ? 'alert' : undefined}
          >
            {error || t('handoff.contactHint')}
          </small>
        </div>
        <Button type="primary" htmlType="submit" block loading={isSending} data-testid="handoff-submit">
          {t('handoff.submit')}
        </Button>
      </form>
    </Modal>
  );
}
