import { fullUrl } from '@storefront/shared';
import { Link } from 'react-router';
import { useSite } from '../../../features/site';

/** Logo and site name linking home; a lettermark when no logo is configured. */
export function Brand() {
  const { site } = useSite();
  const initial = site.siteName.trim().charAt(0).toUpperCase();
  return (
    <Link to="/" className="sf-brand">
      {site.siteLogo ? (
        <img className="sf-brand-logo" src={fullUrl(site.siteLogo, site.cdnUrl)} alt="" />
      ) : (
        <span className="sf-brand-mark" aria-hidden="true">
          {initial}
        </span>
      )}
      <span className="sf-brand-name">{site.siteName}</span>
    </Link>
  );
}
