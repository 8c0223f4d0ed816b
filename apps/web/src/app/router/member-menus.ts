import { isLink, type TMenuRule } from '@storefront/shared';

export type TMenuTarget = { kind: 'route'; to: string } | { kind: 'link'; url: string } | { kind: 'unknown' };

/** The path of a member page: rule paths are relative to /user. */
export function memberPath(path: string): string {
  return `/user/${path.replace(/^\/+/, '')}`;
}

/** Where a member menu leads: tab -> /user/<path>, iframe -> /user/iframe/<url>, link -> URL. */
export function menuTarget(rule: TMenuRule): TMenuTarget {
  switch (rule.menu_type) {
    case 'tab':
      return { kind: 'route', to: memberPath(rule.path) };
    case 'iframe':
      return { kind: 'route', to: `/user/iframe/${encodeURIComponent(rule.url)}` };
    case 'link':
      return isLink(rule.url) ? { kind: 'link', url: rule.url } : { kind: 'route', to: rule.url || '/' };
    default:
      return { kind: 'unknown' };
  }
}

/** Menu leaves (type menu) in display order. */
export function menuLeaves(rules: TMenuRule[]): TMenuRule[] {
  return rules.flatMap((rule) => (rule.type === 'menu' ? [rule] : menuLeaves(rule.children)));
}

/** The first in-app member page, where /user redirects (normally /user/account/overview). */
export function firstMemberPath(menus: TMenuRule[]): string {
  for (const rule of menuLeaves(menus)) {
    const target = menuTarget(rule);
    if (target.kind === 'route') return target.to;
  }
  return '/user/account/overview';
}

/** Finds a member rule (menu or route) by its /user path, e.g. for operator-added tab menus. */
export function findMemberRule(rules: TMenuRule[], pathname: string): TMenuRule | undefined {
  for (const rule of rules) {
    if ((rule.type === 'menu' || rule.type === 'route') && memberPath(rule.path) === pathname) return rule;
    const found = findMemberRule(rule.children, pathname);
    if (found) return found;
  }
  return undefined;
}
