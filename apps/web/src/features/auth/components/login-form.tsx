import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { ZLoginBody, zPassword } from '@storefront/shared';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button';
import { Checkbox } from '../../../components/checkbox/checkbox';
import { FormField } from '../../../components/form-field/form-field';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field/text-field';
import { useCaptchaGate } from '../../../components/verification-code/use-captcha-gate';
import { useFieldChecks } from '../../../lib/form/use-field-checks';
import { useSubmit } from '../../../lib/use-submit';
import { login } from '../api/login';
import { useAuthChrome } from '../hooks/use-auth-chrome';
import { useFinishLogin } from '../hooks/use-finish-login';

type TLoginFormProps = {
  /** The site's login captcha switch (userLoginCaptchaSwitch). */
  needsCaptcha: boolean;
  onForgotPassword: () => void;
  /** Filled in after a password reset, so the member only types the new password. */
  prefillUsername?: string;
};

const CHECKS = {
  username: { schema: ZLoginBody.shape.username },
  password: { schema: zPassword, trim: false },
};

/**
 * Username (or email, or mobile) and password, with remember me; the captcha first when the site asks. Drawn
 * without antd's form, the page visitors sign in on most comes without antd's core (see components/antd-scope).
 */
export function LoginForm({ needsCaptcha, onForgotPassword, prefillUsername }: TLoginFormProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [values, setValues] = useState({ username: '', password: '' });
  const [keep, setKeep] = useState(false);
  const checks = useFieldChecks(CHECKS, t);
  const { verify, dialog } = useCaptchaGate(useAuthChrome().Captcha);
  const finishLogin = useFinishLogin();
  const { isBusy: isSubmitting, run } = useSubmit();
  const { clear } = checks;

  useEffect(() => {
    if (!prefillUsername) return;
    setValues({ username: prefillUsername, password: '' });
    clear();
  }, [prefillUsername, clear]);

  const change = (name: keyof typeof CHECKS, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    checks.onChange(name, value);
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting || !checks.checkAll(values)) return;
    const answer = needsCaptcha ? await verify() : { captchaId: '', captchaInfo: '' };
    if (!answer) return;
    await run(async () => {
      const result = await login({ ...values, username: values.username.trim(), keep, ...answer });
      await finishLogin(result);
    });
  };

  const errorIdOf = (name: keyof typeof CHECKS) => `${id}-${name}-error`;
  const field = (name: keyof typeof CHECKS) => ({
    value: values[name],
    hasError: Boolean(checks.errors[name]),
    'aria-describedby': checks.errors[name] ? errorIdOf(name) : undefined,
    onChange: (value: string) => change(name, value),
    onBlur: () => checks.onBlur(name, values[name]),
  });

  return (
    <form name="login" data-testid="login-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <FormField error={checks.errors.username} errorId={errorIdOf('username')}>
        <TextField
          {...field('username')}
          prefix={<UserOutlined />}
          placeholder={t('field.loginAccount')}
          aria-label={t('field.loginAccount')}
          autoComplete="username"
          data-testid="username-input"
        />
      </FormField>
      <FormField error={checks.errors.password} errorId={errorIdOf('password')}>
        <TextField
          {...field('password')}
          isPassword
          prefix={<LockOutlined />}
          placeholder={t('field.password')}
          aria-label={t('field.password')}
          autoComplete="current-password"
          data-testid="password-input"
        />
      </FormField>
      <div className="sf-auth-row sf-auth-row-split">
        <Checkbox checked={keep} onChange={setKeep} data-testid="keep-checkbox">
          {t('field.keep')}
        </Checkbox>
        <Button
          type="link"
          className="sf-auth-link-button"
          data-testid="forgot-password"
          onClick={onForgotPassword}
        >
          {t('login.forgot')}
        </Button>
      </div>
      <SubmitButton busy={isSubmitting} testId="login-submit" size="large">
        {t('login.submit')}
      </SubmitButton>
      {dialog}
    </form>
  );
}
