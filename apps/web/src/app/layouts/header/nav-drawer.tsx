import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import { Brand } from './brand';
import { HeadNav } from './head-nav';
import { MemberEntry } from './member-entry';

/** The phone's navigation drawer: the navigation, `extra` (e.g. the member aside) and the member entry. */
export function NavDrawer({
  open,
  onClose,
  extra,
}: {
  open: boolean;
  onClose: () => void;
  extra?: ReactNode;
}) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={300}
      title={<Brand />}
      rootClassName="sf-mobile-drawer"
    >
      <div data-testid="mobile-drawer" className="sf-mobile-drawer-body">
        {extra}
        <HeadNav isVertical />
        <MemberEntry isBlock />
      </div>
    </Drawer>
  );
}
