import { MenuOutlined } from '@ant-design/icons';
import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyInAntdScope } from '../../../components/antd-part';
import { Button } from '../../../components/button/button';
import { useIsPhone } from '../../../lib/use-media-query';
import { uiStore, useUi } from '../../router/ui-store';
import { Brand } from './brand';
import { HeadNav } from './head-nav';
import { LangSwitch } from './lang-switch';
import { MemberEntry } from './member-entry';
import { ThemeSwitch } from './theme-switch';

/** The drawer's code (antd's Drawer) comes with the first tap on the menu button. */
const NavDrawer = lazyInAntdScope(() => import('./nav-drawer').then((m) => m.NavDrawer));

/** Sticky header; on phones the navigation (and `drawerExtra`, e.g. the member aside) moves into a drawer. */
export function SiteHeader({ drawerExtra }: { drawerExtra?: ReactNode }) {
  const { t } = useTranslation('app');
  const isPhone = useIsPhone();
  const isOpen = useUi((state) => state.navDrawerOpen);
  const [wasOpened, setWasOpened] = useState(false);
  const setOpen = (navDrawerOpen: boolean) => uiStore.set({ navDrawerOpen });
  if (isOpen && !wasOpened) setWasOpened(true);

  return (
    <header className="sf-header">
      <div className="sf-header-inner">
        {isPhone ? (
          <Button
            type="text"
            data-testid="mobile-menu-button"
            aria-label={t('header.openMenu')}
            icon={<MenuOutlined />}
            onClick={() => setOpen(true)}
          />
        ) : null}
        <Brand />
        {isPhone ? null : <HeadNav />}
        <div className="sf-header-actions">
          <LangSwitch />
          <ThemeSwitch />
          {isPhone ? null : <MemberEntry />}
        </div>
      </div>
      {isPhone && wasOpened ? (
        <Suspense fallback={null}>
          <NavDrawer open={isOpen} onClose={() => setOpen(false)} extra={drawerExtra} />
        </Suspense>
      ) : null}
    </header>
  );
}
