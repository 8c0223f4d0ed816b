import type { TMenuRule } from '@storefront/shared';
import { Menu, type MenuProps } from 'antd';
import { useLocation } from 'react-router';
import { RuleIcon } from '../../../components/rule-icon';
import { useSite } from '../../../features/site';
import { memberPath, menuLeaves, menuTarget } from '../../router/member-menus';
import { useUi } from '../../router/ui-store';
import { useOpenMemberRule } from '../header/use-member-navigation';

type TItems = NonNullable<MenuProps['items']>;

function menuKey(rule: TMenuRule): string {
  const target = menuTarget(rule);
  return target.kind === 'route' ? target.to : `rule-${rule.id}`;
}

function toItem(rule: TMenuRule): TItems[number] {
  return {
    key: menuKey(rule),
    icon: <RuleIcon name={rule.icon} />,
    label: <span data-testid={`user-menu-item-${rule.path}`}>{rule.title}</span>,
  };
}

/** Menu items: a headline per menu_dir only when there is more than one; one directory needs no headline. */
function buildItems(menus: TMenuRule[]): TItems {
  const dirs = menus.filter((rule) => rule.type === 'menu_dir');
  if (dirs.length <= 1) return menuLeaves(menus).map(toItem);
  return menus.map((rule) =>
    rule.type === 'menu_dir'
      ? {
          type: 'group',
          key: `dir-${rule.id}`,
          label: rule.title,
          children: menuLeaves(rule.children).map(toItem),
        }
      : toItem(rule),
  );
}

/** The member menu from the server's `menus`; hidden for 200 ms on each navigation. */
export function UserMenu() {
  const { menus } = useSite();
  const { pathname } = useLocation();
  const isVisible = useUi((state) => state.menuVisible);
  const openRule = useOpenMemberRule();
  const leaves = menuLeaves(menus);
  const selected = leaves.map(menuKey).find((key) => pathname === key || pathname.startsWith(`${key}/`));

  const handleClick: MenuProps['onClick'] = ({ key }) => {
    const rule = leaves.find((leaf) => menuKey(leaf) === key || memberPath(leaf.path) === key);
    if (rule) openRule(rule);
  };

  return (
    <div className={isVisible ? 'sf-user-menu' : 'sf-user-menu is-hidden'} data-testid="user-menu">
      <Menu
        mode="inline"
        items={buildItems(menus)}
        selectedKeys={selected ? [selected] : []}
        onClick={handleClick}
      />
    </div>
  );
}
