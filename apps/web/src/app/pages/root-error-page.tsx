import { useRouteError } from 'react-router';
import { SiteErrorPage } from './site-error-page';

/** Shown when the site itself cannot start (usually the bootstrap call failed): explain and offer a retry. */
export function RootErrorPage() {
  return <SiteErrorPage error={useRouteError()} />;
}
