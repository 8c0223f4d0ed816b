import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SiteHeader } from './header/site-header';
import { SiteFooter } from './site-footer';

/** Layout `default`: header, page, footer. Children replace the outlet (used by `/`). */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="sf-shell">
      <SiteHeader />
      <main className="sf-main">{children ?? <Outlet />}</main>
      <SiteFooter />
    </div>
  );
}
