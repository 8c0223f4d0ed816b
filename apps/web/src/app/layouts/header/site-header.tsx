import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../lib/use-media-query';
import { uiStore, useUi } from '../../router/ui-store';
import { Brand } from './brand';
import { HeadNav } from './head-nav';
import { LangSwitch } from './lang-switch';
import { MemberEntry } from './member-entry';
import { ThemeSwitch } from './theme-switch';

/** Sticky header; on phones the navigation (and `drawerExtra`, e.g. the member aside) moves into a drawer. */
export function SiteHeader({ drawerExtra }: { drawerExtra?: ReactNode }) {
  const { t } = useTranslation('app');
  const isPhone = useIsPhone();
  const isOpen = useUi((state) => state.navDrawerOpen);
  const setOpen = (navDrawerOpen: boolean) => uiStore.set({ navDrawerOpen });

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
      {isPhone ? (
        <Drawer
          open={isOpen}
          onClose={() => setOpen(false)}
          placement="left"
          size={300}
          title={<Brand />}
          rootClassName="sf-mobile-drawer"
        >
          <div data-testid="mobile-drawer" className="sf-mobile-drawer-body">
            {drawerExtra}
            <HeadNav isVertical />
            <MemberEntry isBlock />
          </div>
        </Drawer>
      ) : null}
    </header>
  );
}
