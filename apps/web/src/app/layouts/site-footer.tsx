import type { TNavItem } from '@storefront/shared';
import { useSite } from '../../features/site';
import { Brand } from './header/brand';
import { SiteNavLink } from './header/nav-link';

const BEIAN_URL = 'https://beian.miit.gov.cn/';

function linkKey(item: TNavItem): string {
  return `${item.title}-${item.url}`;
}

/** Footer: link columns (footerMenus), the footNav row, copyright and record number. */
export function SiteFooter() {
  const { site, footerMenus } = useSite();
  return (
    <footer className="sf-footer" data-testid="footer">
      <div className="sf-footer-inner">
        <div className="sf-footer-about">
          <Brand />
          {site.siteDescription ? <p className="sf-footer-description">{site.siteDescription}</p> : null}
        </div>
        <div className="sf-footer-columns">
          {footerMenus.map((column) => (
            <div key={column.title} className="sf-footer-column">
              <div className="sf-footer-column-title">{column.title}</div>
              {column.children.map((item) => (
                <SiteNavLink key={linkKey(item)} item={item} className="sf-footer-link" />
              ))}
            </div>
          ))}
        </div>
      </div>
      <div className="sf-footer-bottom">
        <div className="sf-footer-nav">
          {site.footNav.map((item) => (
            <SiteNavLink key={linkKey(item)} item={item} className="sf-footer-link" />
          ))}
        </div>
        <div className="sf-footer-legal">
          {site.site_copyright ? <span>{site.site_copyright}</span> : null}
          {site.recordNumber ? (
            <a href={BEIAN_URL} target="_blank" rel="noopener noreferrer" className="sf-footer-link">
              {site.recordNumber}
            </a>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
