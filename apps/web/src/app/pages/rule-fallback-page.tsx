import { isLink, type TMenuRule } from '@storefront/shared';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSite } from '../../features/site';
import { NotFoundPage } from './not-found-page';

function findRouteRule(rules: TMenuRule[], pathname: string): TMenuRule | undefined {
  for (const rule of rules) {
    const path = `/${rule.path.replace(/^\/+/, '')}`;
    if ((rule.type === 'route' || rule.type === 'nav') && path === pathname && rule.url) return rule;
    const found = findRouteRule(rule.children, pathname);
    if (found) return found;
  }
  return undefined;
}

function ExternalRedirect({ url }: { url: string }) {
  useEffect(() => window.location.assign(url), [url]);
  return null;
}

/** Unmatched paths: a server route rule with a redirect URL redirects (absolute: full load); else 404. */
export function RuleFallbackPage() {
  const { pathname } = useLocation();
  const { rules } = useSite();
  const rule = findRouteRule(rules, pathname);
  if (!rule) return <NotFoundPage />;
  if (isLink(rule.url)) return <ExternalRedirect url={rule.url} />;
  return <Navigate to={rule.url} replace />;
}
