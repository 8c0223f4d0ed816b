import { Button, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthShell } from '../components/auth-shell';
import { CheckInConfigGate } from '../components/check-in-config-gate';
import { LoginForm } from '../components/login-form';
import { RegisterForm } from '../components/register-form';
import { RegisterUnavailable } from '../components/register-unavailable';
import { RetrievePasswordModal } from '../components/retrieve-password-modal';
import { authLink } from '../lib/auth-links';

type TTab = 'login' | 'register';

/** `/login`, `/user/login`: tabs for login and register (`?type=register` opens the latter), forgot password. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: TTab = searchParams.get('type') === 'register' ? 'register' : 'login';
  const [isRetrieving, setRetrieving] = useState(false);
  const [prefill, setPrefill] = useState('');

  const handleTab = (key: string) => {
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
            <Tabs
              activeKey={tab}
              onChange={handleTab}
              className="sf-auth-tabs"
              items={[
                {
                  key: 'login',
                  label: <span data-testid="login-tab">{t('login.tab')}</span>,
                  children: (
                    <LoginForm
                      needsCaptcha={config.userLoginCaptchaSwitch}
                      onForgotPassword={() => setRetrieving(true)}
                      prefillUsername={prefill}
                    />
                  ),
                },
                {
                  key: 'register',
                  label: <span data-testid="register-tab">{t('register.tab')}</span>,
                  children:
                    config.accountVerificationType.length > 0 ? (
                      <RegisterForm channels={config.accountVerificationType} />
                    ) : (
                      <RegisterUnavailable />
                    ),
                },
              ]}
            />
            <RetrievePasswordModal
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
