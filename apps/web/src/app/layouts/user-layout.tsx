import { Outlet } from 'react-router';
import { AntdScope } from '../../components/antd-scope';
import { useIsPhone } from '../../lib/use-media-query';
import { SiteHeader } from './header/site-header';
import { UserAside } from './user/user-aside';

/** Layout `user`: the header, the member aside (in the phone drawer on small screens) and the page, in antd's theme. */
export function UserLayout() {
  const isPhone = useIsPhone();
  return (
    <AntdScope>
      <div className="sf-shell">
        <SiteHeader drawerExtra={isPhone ? <UserAside /> : undefined} />
        <main className="sf-main sf-member">
          <div className="sf-member-inner">
            {isPhone ? null : <UserAside />}
            <section className="sf-member-content">
              <Outlet />
            </section>
          </div>
        </main>
      </div>
    </AntdScope>
  );
}
