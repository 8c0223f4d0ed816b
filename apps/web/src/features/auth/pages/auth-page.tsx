import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';

export type TAuthVariant = 'login' | 'codeLogin' | 'register' | 'verification' | 'classicLogin';

const FULL_SCREEN: readonly TAuthVariant[] = ['login', 'codeLogin', 'classicLogin'];

/** Login, code login, registration and verification routes. */
export function AuthPage({ variant }: { variant: TAuthVariant }) {
  const { t } = useTranslation('auth');
  const page = <ComingSoon title={t(`${variant}.title`)} description={t(`${variant}.description`)} />;
  if (!FULL_SCREEN.includes(variant)) return page;
  return (
    <div className="sf-fullscreen" data-testid="auth-page">
      {page}
    </div>
  );
}
