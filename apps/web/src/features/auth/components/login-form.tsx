import { UserOutlined } from '@ant-design/icons';
import { ZLoginBody } from '@storefront/shared';
import { Button, Flex, Form } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/submit-button';
import { Input } from '../../../components/text-input';
import { useCaptchaGate } from '../../../components/verification-code/use-captcha-gate';
import { fieldRules } from '../../../lib/form/field-rules';
import { useSubmit } from '../../../lib/use-submit';
import { login } from '../api/login';
import { useAuthChrome } from '../hooks/use-auth-chrome';
import { useFinishLogin } from '../hooks/use-finish-login';
import { KeepSignedIn } from './keep-signed-in';
import { PasswordField } from './password-field';

type TLoginValues = { username: string; password: string; keep: boolean };

type TLoginFormProps = {
  /** The site's login captcha switch (userLoginCaptchaSwitch). */
  needsCaptcha: boolean;
  onForgotPassword: () => void;
  /** Filled in after a password reset, so the member only types the new password. */
  prefillUsername?: string;
};

/** Username (or email, or mobile) and password, with remember me; the captcha first when the site asks. */
export function LoginForm({ needsCaptcha, onForgotPassword, prefillUsername }: TLoginFormProps) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<TLoginValues>();
  const { verify, dialog } = useCaptchaGate(useAuthChrome().Captcha);
  const finishLogin = useFinishLogin();
  const { isBusy: isSubmitting, run } = useSubmit();

  useEffect(() => {
    if (prefillUsername) form.setFieldsValue({ username: prefillUsername, password: '' });
  }, [form, prefillUsername]);

  const handleFinish = async (values: TLoginValues) => {
    const answer = needsCaptcha ? await verify() : { captchaId: '', captchaInfo: '' };
    if (!answer) return;
    await run(async () => {
      const result = await login({
        ...values,
        username: values.username.trim(),
        keep: values.keep,
        ...answer,
      });
      await finishLogin(result);
    });
  };

  return (
    <Form
      form={form}
      name="login"
      data-testid="login-form"
      validateTrigger={['onChange', 'onBlur']}
      initialValues={{ username: '', password: '', keep: false }}
      onFinish={(values) => void handleFinish(values)}
    >
      <Form.Item name="username" validateFirst rules={fieldRules(ZLoginBody.shape.username, t)}>
        <Input
          size="large"
          prefix={<UserOutlined />}
          placeholder={t('field.loginAccount')}
          aria-label={t('field.loginAccount')}
          autoComplete="username"
          data-testid="username-input"
        />
      </Form.Item>
      <PasswordField name="password" placeholder={t('field.password')} />
      <Flex justify="space-between" align="center" className="sf-auth-row">
        <KeepSignedIn bare />
        <Button
          type="link"
          className="sf-auth-link-button"
          data-testid="forgot-password"
          onClick={onForgotPassword}
        >
          {t('login.forgot')}
        </Button>
      </Flex>
      <SubmitButton busy={isSubmitting} testId="login-submit" size="large">
        {t('login.submit')}
      </SubmitButton>
      {dialog}
    </Form>
  );
}
