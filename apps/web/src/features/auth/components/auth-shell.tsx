import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuthChrome } from '../hooks/use-auth-chrome';
import { AuthAside } from './auth-aside';

type TAuthShellProps = {
  title: string;
  subtitle?: string;
  /** The classic login: one narrow card, no showcase panel. */
  isCompact?: boolean;
  footer?: ReactNode;
  children: ReactNode;
};

/**
 * The page around every login form (no site layout): brand and switches on top, then a card that is split
 * into a showcase panel and the form on wide screens and is just the form on phones.
 */
export function AuthShell({ title, subtitle, isCompact = false, footer, children }: TAuthShellProps) {
  const { t } = useTranslation('auth');
  const { brand, toolbar } = useAuthChrome();
  return (
    <div className="sf-auth" data-testid="auth-page">
      <div className="sf-auth-glow" aria-hidden="true" />
      <header className="sf-auth-topbar">
        {brand}
        <div className="sf-auth-tools">
          <Link to="/" className="sf-auth-home" data-testid="auth-home">
            <ArrowLeftOutlined /> <span className="sf-auth-home-text">{t('backHome')}</span>
          </Link>
          {toolbar}
        </div>
      </header>
      <main className="sf-auth-main">
        <div className={isCompact ? 'sf-auth-card is-compact' : 'sf-auth-card'}>
          {isCompact ? null : <AuthAside />}
          <section className="sf-auth-body">
            <h1 className="sf-auth-title">{title}</h1>
            {subtitle ? <p className="sf-auth-subtitle">{subtitle}</p> : null}
            {children}
            {footer ? <div className="sf-auth-footer">{footer}</div> : null}
          </section>
        </div>
      </main>
    </div>
  );
}
