import type { ReactNode } from 'react';

type TAccountHeaderProps = { title: string; description?: string; extra?: ReactNode };

/** The title row of an account page, with an optional line below and actions on the right. */
export function AccountHeader({ title, description, extra }: TAccountHeaderProps) {
  return (
    <header className="sf-account-header">
      <div className="sf-account-header-text">
        <h1 className="sf-account-title">{title}</h1>
        {description ? <p className="sf-account-description">{description}</p> : null}
      </div>
      {extra ? <div className="sf-account-header-extra">{extra}</div> : null}
    </header>
  );
}
