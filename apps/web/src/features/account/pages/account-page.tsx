import type { TUserInfo } from '@storefront/shared';
import { Spin } from 'antd';
import { type ComponentType, lazy, Suspense, useMemo } from 'react';
import { AccountContext } from '../hooks/use-account';
import type { TAccountChrome, TAccountSection } from '../types';
import '../styles/account.css';
import '../styles/greeting.css';
import '../styles/stats.css';
import '../styles/ledger.css';
import '../styles/trend.css';
import '../styles/forms.css';
import '../styles/phone.css';

export type { TAccountSection } from '../types';

/** Each section in a chunk of its own: the overview does not download the forms, the ledgers or their pickers. */
const SECTIONS: Record<TAccountSection, () => Promise<ComponentType>> = {
  overview: () => import('./overview-page').then((m) => m.OverviewPage),
  balance: () => import('./balance-page').then((m) => m.BalancePage),
  integral: () => import('./integral-page').then((m) => m.IntegralPage),
  profile: () => import('./profile-page').then((m) => m.ProfilePage),
  editinfo: () => import('./editinfo-page').then((m) => m.EditinfoPage),
  changePassword: () => import('./change-password-page').then((m) => m.ChangePasswordPage),
  baseinfo: () => import('./baseinfo-page').then((m) => m.BaseinfoPage),
  verification: () => import('./verification-page').then((m) => m.VerificationPage),
};
const pages = new Map<TAccountSection, ComponentType>();
/** One lazy component per section, made on first use so React keeps the loaded page between renders. */
function sectionPage(section: TAccountSection): ComponentType {
  let Page = pages.get(section);
  if (!Page) {
    const load = SECTIONS[section];
    Page = lazy(() => load().then((Loaded) => ({ default: Loaded })));
    pages.set(section, Page);
  }
  return Page;
}

/** Fetches a section's chunk ahead of its first render (the route does, beside its other loading). */
export function preloadAccountSection(section: TAccountSection): Promise<ComponentType> {
  return SECTIONS[section]();
}

const waiting = (
  <div className="sf-account-waiting">
    <Spin />
  </div>
);

type TAccountPageProps = {
  section: TAccountSection;
  /** The member as the site data has it now (null for the moment between logout and the login page). */
  member: TUserInfo | null;
  cdnUrl: string;
  chrome: TAccountChrome;
};

/** The member-centre account pages and `/verification`; the app hands in the member and the shared pieces. */
export function AccountPage({ section, member, cdnUrl, chrome }: TAccountPageProps) {
  const context = useMemo(() => (member ? { member, cdnUrl, chrome } : null), [member, cdnUrl, chrome]);
  if (!context) return waiting;
  const Page = sectionPage(section);
  return (
    <AccountContext.Provider value={context}>
      <Suspense fallback={waiting}>
        <Page />
      </Suspense>
    </AccountContext.Provider>
  );
}
