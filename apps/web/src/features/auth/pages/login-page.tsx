import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { loadInAntdScope } from '../../../components/antd-part';
import { Button } from '../../../components/button/button';
import { lazyPart } from '../../../lib/lazy-part';
import { prefetchWhenIdle } from '../../../lib/prefetch-when-idle';
import { AuthShell } from '../components/auth-shell';
import { AuthTabs } from '../components/auth-tabs';
import { CheckInConfigGate } from '../components/check-in-config-gate';
import { LoginForm } from '../components/login-form';
import { RetrievePasswordDialog } from '../components/retrieve-password-dialog';
import { authLink } from '../lib/auth-links';

/** The register tab's form, drawn with antd, comes with antd's theme when the tab opens, or once the page is idle. */
const loadRegisterForm = () => import('../components/register-form');
const RegisterForm = lazyPart(() =>
  loadInAntdScope(() => loadRegisterForm().then((module) => module.RegisterForm)),
);
const RegisterUnavailable = lazyPart(() =>
  loadInAntdScope(() =>
    import('../components/register-unavailable').then((module) => module.RegisterUnavailable),
  ),
);

type TTab = 'login' | 'register';

/** `/login`, `/user/login`: tabs for login and register (`?type=register` opens the latter), forgot password. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: TTab = searchParams.get('type') === 'register' ? 'register' : 'login';
  const [isRetrieving, setRetrieving] = useState(false);
  const [prefill, setPrefill] = useState('');
  useEffect(() => prefetchWhenIdle(loadRegisterForm), []);

  const handleTab = (key: TTab) => {
    const next = new URLSearchParams(searchParams);
    if (key === 'register') next.set('type', 'register');
    else next.delete('type');
    setSearchParams(next, { replace: true });
  };

  const footer =
    tab === 'login' ? (
      <Link to={authLink('/yzlogin', searchParams)} data-testid="code-login-link">
        {t('login.withCode')}
      </Link>
    ) : (
      <span>
        {t('register.haveAccount')}{' '}
        <Button type="link" className="sf-auth-link-button" onClick={() => handleTab('login')}>
          {t('login.tab')}
        </Button>
      </span>
    );

  return (
    <AuthShell title={t(`${tab}.heading`)} subtitle={t(`${tab}.subheading`)} footer={footer}>
      <CheckInConfigGate>
        {(config) => (
          <>
            <AuthTabs
              active={tab}
              onChange={handleTab}
              tabs={[
                {
                  key: 'login',
                  label: t('login.tab'),
                  testId: 'login-tab',
                  content: (
                    <LoginForm
                      needsCaptcha={config.userLoginCaptchaSwitch}
                      onForgotPassword={() => setRetrieving(true)}
                      prefillUsername={prefill}
                    />
                  ),
                },
                {
                  key: 'register',
                  label: t('register.tab'),
                  testId: 'register-tab',
                  content:
                    config.accountVerificationType.length > 0 ? (
                      <RegisterForm channels={config.accountVerificationType} />
                    ) : (
                      <RegisterUnavailable />
                    ),
                },
              ]}
            />
            <RetrievePasswordDialog
              open={isRetrieving}
              channels={config.accountVerificationType}
              onClose={() => setRetrieving(false)}
              onDone={(account) => {
                setRetrieving(false);
                setPrefill(account);
              }}
            />
          </>
        )}
      </CheckInConfigGate>
    </AuthShell>
  );
}
