import type { TMenuRule, TNavItem } from '@storefront/shared';

/** The head nav entries the `nav` rules add after the site's own, at any depth of the tree. */
export function navItemsOfRules(rules: TMenuRule[]): TNavItem[] {
  return rules.flatMap((rule) => {
    const own: TNavItem[] =
      rule.type === 'nav'
        ? [
            {
              title: rule.title,
              url: rule.url || `/${rule.path.replace(/^\/+/, '')}`,
              target: rule.menu_type === 'link' ? '_blank' : '_self',
              children: [],
            },
          ]
        : [];
    return [...own, ...navItemsOfRules(rule.children)];
  });
}

/** The `nav_user_menu` rules: the entries of the member's menu in the header. */
export function userMenuRules(rules: TMenuRule[]): TMenuRule[] {
  return rules.flatMap((rule) => [
    ...(rule.type === 'nav_user_menu' ? [rule] : []),
    ...userMenuRules(rule.children),
  ]);
}
