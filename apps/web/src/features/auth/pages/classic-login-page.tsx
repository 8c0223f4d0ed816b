import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthShell } from '../components/auth-shell';
import { CheckInConfigGate } from '../components/check-in-config-gate';
import { LoginForm } from '../components/login-form';
import { RetrievePasswordDialog } from '../components/retrieve-password-dialog';
import { authLink } from '../lib/auth-links';

/** `/user/oldlogin`: the compact classic form, a single narrow card with links to the other ways in. */
export function ClassicLoginPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const [isRetrieving, setRetrieving] = useState(false);
  const [prefill, setPrefill] = useState('');
  const footer = (
    <>
      <Link to={authLink('/register', searchParams)} data-testid="register-link">
        {t('register.tab')}
      </Link>
      <Link to={authLink('/yzlogin', searchParams)}>{t('login.withCode')}</Link>
    </>
  );
  return (
    <AuthShell title={t('classicLogin.heading')} isCompact footer={footer}>
      <CheckInConfigGate>
        {(config) => (
          <>
            <LoginForm
              needsCaptcha={config.userLoginCaptchaSwitch}
              onForgotPassword={() => setRetrieving(true)}
              prefillUsername={prefill}
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
