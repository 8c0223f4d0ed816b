import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import { type TAccountChannel, zEmail, zMobile } from '@storefront/shared';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/submit-button';
import { fieldRules } from '../../../lib/form/field-rules';
import { useSubmit } from '../../../lib/use-submit';
import { changeBind } from '../api/change-bind';
import { useAccount } from '../hooks/use-account';
import { CodeField } from './code-field';
import { PasswordInput } from './password-input';

type TBindValues = { address: string; captcha: string; password: string };

type TBindNewStepProps = {
  channel: TAccountChannel;
  /** Step 1's token when an address is being changed; null for a first binding, which asks for the password. */
  token: string | null;
  onBound: () => void;
};

/** Binds a new email or mobile with a code sent to it (event `user_change_*`). */
export function BindNewStep({ channel, token, onBound }: TBindNewStepProps) {
  const { t } = useTranslation('account');
  const { chrome } = useAccount();
  const [form] = Form.useForm<TBindValues>();
  const { isBusy: isSubmitting, run } = useSubmit();
  const isEmail = channel === 'email';

  const getTarget = async () => {
    try {
      const { address } = await form.validateFields(['address']);
      return { address: String(address ?? '').trim() };
    } catch {
      return null;
    }
  };

  const handleFinish = async ({ address, captcha, password }: TBindValues) => {
    const trimmed = address.trim();
    await run(async () => {
      await changeBind({
        type: channel,
        captcha: captcha.trim(),
        email: isEmail ? trimmed : '',
        mobile: isEmail ? '' : trimmed,
        accountVerificationToken: token ?? '',
        password: token ? '' : password,
      });
      chrome.patchMember(isEmail ? { email: trimmed } : { mobile: trimmed });
      chrome.reloadMember().catch(() => undefined);
      onBound();
    });
  };

  const label = t(`field.new.${channel}`);
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      data-testid="bind-new-form"
      initialValues={{ address: '', captcha: '', password: '' }}
      onFinish={(values) => void handleFinish(values)}
    >
      <p className="sf-flow-intro">{t(token ? `bind.newIntro.${channel}` : `bind.firstIntro.${channel}`)}</p>
      <Form.Item name="address" label={label} validateFirst rules={fieldRules(isEmail ? zEmail : zMobile, t)}>
        <Input
          prefix={isEmail ? <MailOutlined /> : <MobileOutlined />}
          placeholder={label}
          inputMode={isEmail ? 'email' : 'tel'}
          autoComplete={isEmail ? 'email' : 'tel'}
          data-testid={`${channel}-input`}
        />
      </Form.Item>
      <CodeField channel={channel} event={`user_change_${channel}`} getTarget={getTarget} />
      {token ? null : <PasswordInput name="password" label={t('field.password')} isCurrent />}
      <SubmitButton busy={isSubmitting} testId="bind-submit">
        {t(token ? 'bind.changeSubmit' : 'bind.bindSubmit')}
      </SubmitButton>
    </Form>
  );
}
