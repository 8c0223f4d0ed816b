import type { TAccountChannel } from '@storefront/shared';
import { Alert, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/submit-button';
import { sameAsRule } from '../../../lib/form/field-rules';
import { useSubmit } from '../../../lib/use-submit';
import { retrievePassword } from '../api/retrieve-password';
import { AddressField } from './address-field';
import { ChannelPicker } from './channel-picker';
import { CodeField } from './code-field';
import { PasswordField } from './password-field';

type TRetrieveValues = {
  type: TAccountChannel;
  account: string;
  captcha: string;
  password: string;
  confirm: string;
};

type TRetrievePasswordModalProps = {
  open: boolean;
  channels: readonly TAccountChannel[];
  onClose: () => void;
  /** After the reset, with the email or mobile used, so the login form can be filled in. */
  onDone: (account: string) => void;
};

/** Forgot password: a code to the bound email or mobile (event user_retrieve_pwd), then a new password twice. */
export function RetrievePasswordModal({ open, channels, onClose, onDone }: TRetrievePasswordModalProps) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<TRetrieveValues>();
  const { isBusy: isSubmitting, run } = useSubmit();
  const channel = Form.useWatch('type', form) ?? channels[0] ?? 'email';

  const getAddress = async () => {
    try {
      return String((await form.validateFields(['account'])).account ?? '').trim();
    } catch {
      return null;
    }
  };

  const handleFinish = async ({ confirm: _confirm, ...values }: TRetrieveValues) => {
    await run(async () => {
      await retrievePassword({ ...values, account: values.account.trim() });
      onDone(values.account.trim());
    });
  };

  return (
    <Modal
      open={open}
      title={t('retrieve.title')}
      footer={null}
      destroyOnHidden
      onCancel={onClose}
      width={440}
    >
      {channels.length === 0 ? (
        <Alert type="info" showIcon title={t('retrieve.unavailable')} data-testid="retrieve-unavailable" />
      ) : (
        <Form
          form={form}
          name="retrieve"
          data-testid="retrieve-form"
          className="sf-auth-modal-form"
          validateTrigger={['onChange', 'onBlur']}
          initialValues={{ type: channels[0], account: '', captcha: '', password: '', confirm: '' }}
          onValuesChange={(changed) => {
            if ('type' in changed) form.setFields([{ name: 'account', errors: [] }]);
          }}
          onFinish={(values) => void handleFinish(values)}
        >
          <p className="sf-auth-modal-intro">{t('retrieve.intro')}</p>
          <ChannelPicker name="type" channels={channels} />
          <AddressField name="account" channel={channel} />
          <CodeField name="captcha" channel={channel} event="user_retrieve_pwd" getAddress={getAddress} />
          <PasswordField name="password" placeholder={t('field.newPassword')} isNew />
          <PasswordField
            name="confirm"
            placeholder={t('field.confirmPassword')}
            isNew
            dependencies={['password']}
            extraRules={[sameAsRule('password', t)]}
          />
          <SubmitButton busy={isSubmitting} testId="retrieve-submit" size="large">
            {t('retrieve.submit')}
          </SubmitButton>
        </Form>
      )}
    </Modal>
  );
}
