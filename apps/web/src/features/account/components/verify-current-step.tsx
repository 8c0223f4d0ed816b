import { maskAddress, type TAccountChannel } from '@storefront/shared';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/submit-button';
import { useSubmit } from '../../../lib/use-submit';
import { verifyAccount } from '../api/verify-account';
import { useAccount } from '../hooks/use-account';
import { CodeField } from './code-field';
import { PasswordInput } from './password-input';

type TVerifyValues = { password: string; captcha: string };

/**
 * Step 1 of changing a binding on `/verification`: the password and a code sent to the current
 * address prove the member holds both; the answer is a 10-minute token for step 2.
 */
export function VerifyCurrentStep({
  channel,
  onVerified,
}: {
  channel: TAccountChannel;
  onVerified: (token: string) => void;
}) {
  const { t } = useTranslation('account');
  const { member } = useAccount();
  const [form] = Form.useForm<TVerifyValues>();
  const { isBusy: isSubmitting, run } = useSubmit();
  const address = member[channel];

  const getTarget = async () => {
    try {
      const { password } = await form.validateFields(['password']);
      return { address, password: String(password ?? '') };
    } catch {
      return null;
    }
  };

  const handleFinish = async ({ captcha }: TVerifyValues) => {
    await run(async () => {
      onVerified(await verifyAccount({ type: channel, captcha: captcha.trim() }));
    });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      data-testid="verify-current-form"
      initialValues={{ password: '', captcha: '' }}
      onFinish={(values) => void handleFinish(values)}
    >
      <p className="sf-flow-intro">{t(`bind.verifyIntro.${channel}`, { address: maskAddress(address) })}</p>
      <PasswordInput name="password" label={t('field.password')} isCurrent />
      <CodeField channel={channel} event={`user_${channel}_verify`} getTarget={getTarget} />
      <SubmitButton busy={isSubmitting} testId="verify-submit">
        {t('bind.verifySubmit')}
      </SubmitButton>
    </Form>
  );
}
