import { useSite } from '../../../features/site';
import { navItemsOfRules } from '../../../lib/rule-nav';
import { SiteNavLink } from './nav-link';

/** Head navigation from the site config plus nav rules, horizontal (desktop) or stacked (drawer). */
export function HeadNav({ isVertical = false }: { isVertical?: boolean }) {
  const { site, rules } = useSite();
  const items = [...site.headNav, ...navItemsOfRules(rules)];
  return (
    <nav className={isVertical ? 'sf-head-nav is-vertical' : 'sf-head-nav'} data-testid="head-nav">
      {items.map((item) => (
        <SiteNavLink key={`${item.title}-${item.url}`} item={item} className="sf-head-nav-link" />
      ))}
    </nav>
  );
}
