import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthShell } from '../components/auth-shell';
import { CheckInConfigGate } from '../components/check-in-config-gate';
import { CodeLoginForm } from '../components/code-login-form';
import { authLink } from '../lib/auth-links';

/** `/yzlogin`: log in with a one-time code by email or SMS, whichever the server can send. */
export function CodeLoginPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const footer = (
    <>
      <Link to={authLink('/login', searchParams)} data-testid="password-login-link">
        {t('codeLogin.withPassword')}
      </Link>
      <Link to={authLink('/register', searchParams)}>{t('register.tab')}</Link>
    </>
  );
  return (
    <AuthShell title={t('codeLogin.heading')} subtitle={t('codeLogin.subheading')} footer={footer}>
      <CheckInConfigGate>
        {(config) =>
          config.accountVerificationType.length > 0 ? (
            <CodeLoginForm channels={config.accountVerificationType} />
          ) : (
            <Alert
              type="info"
              showIcon
              title={t('codeLogin.unavailable')}
              data-testid="code-login-unavailable"
            />
          )
        }
      </CheckInConfigGate>
    </AuthShell>
  );
}
