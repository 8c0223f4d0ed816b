import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageResult } from '../../components/page-result';

/** Unmatched paths: 'Page not found: {path}'; `invalid` uses the route-validity wording. */
export function NotFoundPage({ isInvalid = false, path }: { isInvalid?: boolean; path?: string }) {
  const { t } = useTranslation('shared');
  const location = useLocation();
  const key = isInvalid ? 'route.invalid' : 'route.pageNotFound';
  return (
    <PageResult
      status="404"
      testId="not-found"
      title="404"
      subTitle={t(key, { path: path ?? location.pathname })}
    />
  );
}
