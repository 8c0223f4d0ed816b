import { LANDING_NAMESPACES_META } from '@storefront/shared';
import { i18n } from '../lib/i18n/i18n';

/** The locale namespaces the server named for this landing page (none on any other page). */
function landingNamespaces(): string[] {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${LANDING_NAMESPACES_META}"]`);
  return meta?.content.split(',').filter(Boolean) ?? [];
}

/**
 * Asks for what the first page needs besides its code while that code is still coming: the page's locale
 * namespaces and the site data every route's loader waits for first. On a phone the code takes seconds to
 * arrive, and each of these was another round trip only once the app had run. The loaders then find them
 * loaded or in flight (i18next and the query cache each ask once); a failure here is theirs to report.
 */
export function startFirstPageRequests(): void {
  const namespaces = landingNamespaces();
  if (namespaces.length > 0) void i18n.loadNamespaces(namespaces);
  import('./router/site-data').then(({ ensureSiteIndex }) => ensureSiteIndex()).catch(() => undefined);
}
