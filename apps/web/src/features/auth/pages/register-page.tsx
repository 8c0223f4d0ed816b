import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthShell } from '../components/auth-shell';
import { CheckInConfigGate } from '../components/check-in-config-gate';
import { RegisterForm } from '../components/register-form';
import { RegisterUnavailable } from '../components/register-unavailable';
import { authLink } from '../lib/auth-links';

/** `/register`: the login page's register form as a page of its own. */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const footer = (
    <span>
      {t('register.haveAccount')}{' '}
      <Link to={authLink('/login', searchParams)} data-testid="login-link">
        {t('login.tab')}
      </Link>
    </span>
  );
  return (
    <AuthShell title={t('register.heading')} subtitle={t('register.subheading')} footer={footer}>
      <CheckInConfigGate>
        {(config) =>
          config.accountVerificationType.length > 0 ? (
            <RegisterForm channels={config.accountVerificationType} />
          ) : (
            <RegisterUnavailable />
          )
        }
      </CheckInConfigGate>
    </AuthShell>
  );
}
