import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageResult } from '../../components/page-result';
import { closeLoadingOverlay } from '../../lib/loading-overlay';
import { isRecord } from '../../lib/storage';
import { isChunkLoadError } from '../router/chunk-reload';
import { ChunkErrorPage } from './chunk-error-page';
import { NotFoundPage } from './not-found-page';

/**
 * Error element of every page route: invalid routes give the 404 page, code that failed to load (the home page's
 * own chunks, a locale) the chunk error page, anything else a generic error.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation('app');
  useEffect(closeLoadingOverlay, []);

  if (isChunkLoadError(error)) return <ChunkErrorPage />;
  if (isRouteErrorResponse(error) && error.status === 404) {
    const body: unknown = error.data;
    const isInvalid = isRecord(body) && body.kind === 'invalid';
    const path = isRecord(body) && typeof body.path === 'string' ? body.path : undefined;
    return <NotFoundPage isInvalid={isInvalid} path={path} />;
  }
  const detail = error instanceof Error ? error.message : t('error.description');
  return <PageResult status="error" testId="route-error" title={t('error.title')} subTitle={detail} />;
}
