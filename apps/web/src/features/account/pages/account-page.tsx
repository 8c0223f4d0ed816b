import type { TUserInfo } from '@storefront/shared';
import { Spin } from 'antd';
import { type ComponentType, useMemo } from 'react';
import { AccountContext } from '../hooks/use-account';
import type { TAccountChrome, TAccountSection } from '../types';
import { BalancePage } from './balance-page';
import { BaseinfoPage } from './baseinfo-page';
import { ChangePasswordPage } from './change-password-page';
import { EditinfoPage } from './editinfo-page';
import { IntegralPage } from './integral-page';
import { OverviewPage } from './overview-page';
import { ProfilePage } from './profile-page';
import { VerificationPage } from './verification-page';
import '../styles/account.css';
import '../styles/greeting.css';
import '../styles/stats.css';
import '../styles/ledger.css';
import '../styles/trend.css';
import '../styles/forms.css';
import '../styles/phone.css';

export type { TAccountSection } from '../types';

const PAGES: Record<TAccountSection, ComponentType> = {
  overview: OverviewPage,
  balance: BalancePage,
  integral: IntegralPage,
  profile: ProfilePage,
  editinfo: EditinfoPage,
  changePassword: ChangePasswordPage,
  baseinfo: BaseinfoPage,
  verification: VerificationPage,
};

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
  if (!context) {
    return (
      <div className="sf-account-waiting">
        <Spin />
      </div>
    );
  }
  const Page = PAGES[section];
  return (
    <AccountContext.Provider value={context}>
      <Page />
    </AccountContext.Provider>
  );
}
