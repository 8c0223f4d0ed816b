import type { TMenuRule } from '@storefront/shared';
import type { MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { RuleIcon } from '../../../components/rule-icon';
import { useSite } from '../../../features/site';
import { menuLeaves, menuTarget } from '../../router/member-menus';
import { useUi } from '../../router/ui-store';
import { useOpenMemberRule } from '../header/use-member-navigation';

/** A headline per menu_dir only when there is more than one; one directory needs no headline. */
function menuSections(menus: TMenuRule[]): { dir?: TMenuRule; leaves: TMenuRule[] }[] {
  const dirs = menus.filter((rule) => rule.type === 'menu_dir');
  if (dirs.length <= 1) return [{ leaves: menuLeaves(menus) }];
  return menus.map((rule) =>
    rule.type === 'menu_dir' ? { dir: rule, leaves: menuLeaves(rule.children) } : { leaves: [rule] },
  );
}

function isCurrent(rule: TMenuRule, pathname: string): boolean {
  const target = menuTarget(rule);
  return target.kind === 'route' && (pathname === target.to || pathname.startsWith(`${target.to}/`));
}

/**
 * One entry: a link, so it opens in a new tab on a middle click and reads as navigation. An in-app page goes
 * through the router, an outside link to a new tab; a rule of an unknown type says so when clicked.
 */
function MenuEntry({ rule, isSelected }: { rule: TMenuRule; isSelected: boolean }) {
  const openRule = useOpenMemberRule();
  const target = menuTarget(rule);
  const content = (
    <>
      <span className="sf-user-menu-icon" aria-hidden>
        <RuleIcon name={rule.icon} />
      </span>
      <span data-testid={`user-menu-item-${rule.path}`}>{rule.title}</span>
    </>
  );
  if (target.kind === 'route') {
    return (
      <Link to={target.to} className="sf-user-menu-item" aria-current={isSelected ? 'page' : undefined}>
        {content}
      </Link>
    );
  }
  const open = (event: MouseEvent) => {
    event.preventDefault();
    openRule(rule);
  };
  return (
    <a href={target.kind === 'link' ? target.url : '#'} className="sf-user-menu-item" onClick={open}>
      {content}
    </a>
  );
}

/**
 * The member menu from the server's `menus`, hidden for 200 ms on each navigation. Plain links styled as the
 * UI library's inline menu: its menu component (16 KB on the wire) was the largest part of the member pages'
 * first load that only this list used.
 */
export function UserMenu() {
  const { menus } = useSite();
  const { pathname } = useLocation();
  const isVisible = useUi((state) => state.menuVisible);
  const selected = menuLeaves(menus).find((rule) => isCurrent(rule, pathname));
  return (
    <nav className={isVisible ? 'sf-user-menu' : 'sf-user-menu is-hidden'} data-testid="user-menu">
      {menuSections(menus).map(({ dir, leaves }) => (
        <div key={dir ? `dir-${dir.id}` : `rule-${leaves[0]?.id}`} className="sf-user-menu-section">
          {dir ? <div className="sf-user-menu-group">{dir.title}</div> : null}
          <ul>
            {leaves.map((rule) => (
              <li key={rule.id}>
                <MenuEntry rule={rule} isSelected={rule === selected} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
