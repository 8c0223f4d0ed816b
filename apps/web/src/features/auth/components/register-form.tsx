import { UserOutlined } from '@ant-design/icons';
import { type TAccountChannel, ZRegisterBody } from '@storefront/shared';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/submit-button';
import { Input } from '../../../components/text-input';
import { fieldRules } from '../../../lib/form/field-rules';
import { useSubmit } from '../../../lib/use-submit';
import { register } from '../api/register';
import { useFinishLogin } from '../hooks/use-finish-login';
import { AddressField } from './address-field';
import { ChannelPicker } from './channel-picker';
import { CodeField } from './code-field';
import { KeepSignedIn } from './keep-signed-in';
import { PasswordField } from './password-field';

type TRegisterValues = {
  username: string;
  password: string;
  registerType: TAccountChannel;
  email: string;
  mobile: string;
  captcha: string;
  keep: boolean;
};

/**
 * Username, password, and an email or mobile proven with a code (event user_register). `channels` is never
 * empty here: the page says registration is unavailable instead.
 */
export function RegisterForm({ channels }: { channels: readonly TAccountChannel[] }) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<TRegisterValues>();
  const finishLogin = useFinishLogin();
  const { isBusy: isSubmitting, run } = useSubmit();
  const channel = Form.useWatch('registerType', form) ?? channels[0] ?? 'email';

  const getAddress = async () => {
    try {
      const values = await form.validateFields([channel]);
      return String(values[channel] ?? '').trim();
    } catch {
      return null;
    }
  };

  const handleFinish = async (values: TRegisterValues) => {
    await run(async () => {
      const address = { email: '', mobile: '', [values.registerType]: values[values.registerType].trim() };
      await finishLogin(await register({ ...values, ...address, username: values.username.trim() }));
    });
  };

  return (
    <Form
      form={form}
      name="register"
      data-testid="register-form"
      validateTrigger={['onChange', 'onBlur']}
      initialValues={{ registerType: channels[0], email: '', mobile: '', captcha: '', keep: false }}
      onFinish={(values) => void handleFinish(values)}
    >
      <Form.Item
        name="username"
        validateFirst
        rules={fieldRules(ZRegisterBody.shape.username, t)}
        extra={t('hint.username')}
      >
        <Input
          size="large"
          prefix={<UserOutlined />}
          placeholder={t('field.username')}
          aria-label={t('field.username')}
          autoComplete="username"
          data-testid="username-input"
        />
      </Form.Item>
      <PasswordField name="password" placeholder={t('field.password')} isNew />
      <ChannelPicker name="registerType" channels={channels} />
      <AddressField key={channel} name={channel} channel={channel} />
      <CodeField name="captcha" channel={channel} event="user_register" getAddress={getAddress} />
      <KeepSignedIn />
      <SubmitButton busy={isSubmitting} testId="register-submit" size="large">
        {t('register.submit')}
      </SubmitButton>
    </Form>
  );
}
