import type { TMenuRule, TNavItem } from '@storefront/shared';
import { useSite } from '../../../features/site';
import { SiteNavLink } from './nav-link';

function navRules(rules: TMenuRule[]): TNavItem[] {
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
    return [...own, ...navRules(rule.children)];
  });
}

/** Head navigation from the site config plus nav rules, horizontal (desktop) or stacked (drawer). */
export function HeadNav({ isVertical = false }: { isVertical?: boolean }) {
  const { site, rules } = useSite();
  const items = [...site.headNav, ...navRules(rules)];
  return (
    <nav className={isVertical ? 'sf-head-nav is-vertical' : 'sf-head-nav'} data-testid="head-nav">
      {items.map((item) => (
        <SiteNavLink key={`${item.title}-${item.url}`} item={item} className="sf-head-nav-link" />
      ))}
    </nav>
  );
}
