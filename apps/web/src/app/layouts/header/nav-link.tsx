import { isLink, type TNavItem } from '@storefront/shared';
import { NavLink } from 'react-router';

/** A head/foot navigation link: external URLs (or target _blank) open in a new tab. */
export function SiteNavLink({ item, className }: { item: TNavItem; className?: string }) {
  if (isLink(item.url) || item.target === '_blank') {
    return (
      <a className={className} href={item.url} target="_blank" rel="noopener noreferrer">
        {item.title}
      </a>
    );
  }
  return (
    <NavLink className={className} to={item.url || '/'} end={item.url === '/'}>
      {item.title}
    </NavLink>
  );
}
