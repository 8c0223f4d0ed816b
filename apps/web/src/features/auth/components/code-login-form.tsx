import type { TAccountChannel } from '@storefront/shared';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/submit-button';
import { useSubmit } from '../../../lib/use-submit';
import { codeLogin } from '../api/code-login';
import { useFinishLogin } from '../hooks/use-finish-login';
import { AddressField } from './address-field';
import { ChannelPicker } from './channel-picker';
import { CodeField } from './code-field';
import { KeepSignedIn } from './keep-signed-in';

type TCodeLoginValues = { type: TAccountChannel; account: string; captcha: string; keep: boolean };

/** Log in with a one-time code (event user_login) sent to an email or mobile the server offers. */
export function CodeLoginForm({ channels }: { channels: readonly TAccountChannel[] }) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<TCodeLoginValues>();
  const finishLogin = useFinishLogin();
  const { isBusy: isSubmitting, run } = useSubmit();
  const channel = Form.useWatch('type', form) ?? channels[0] ?? 'email';

  const getAddress = async () => {
    try {
      return String((await form.validateFields(['account'])).account ?? '').trim();
    } catch {
      return null;
    }
  };

  const handleFinish = async (values: TCodeLoginValues) => {
    await run(async () => {
      await finishLogin(await codeLogin({ ...values, account: values.account.trim() }));
    });
  };

  return (
    <Form
      form={form}
      name="codeLogin"
      data-testid="code-login-form"
      validateTrigger={['onChange', 'onBlur']}
      initialValues={{ type: channels[0], account: '', captcha: '', keep: false }}
      onValuesChange={(changed) => {
        if ('type' in changed) form.setFields([{ name: 'account', errors: [] }]);
      }}
      onFinish={(values) => void handleFinish(values)}
    >
      <ChannelPicker name="type" channels={channels} />
      <AddressField name="account" channel={channel} />
      <CodeField name="captcha" channel={channel} event="user_login" getAddress={getAddress} />
      <KeepSignedIn />
      <SubmitButton busy={isSubmitting} testId="login-submit" size="large">
        {t('codeLogin.submit')}
      </SubmitButton>
    </Form>
  );
}
