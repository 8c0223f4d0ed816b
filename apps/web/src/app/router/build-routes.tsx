import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { DefaultLayout } from '../layouts/default-layout';
import { UserLayout } from '../layouts/user-layout';
import { ChunkErrorPage } from '../pages/chunk-error-page';
import { IndexPage } from '../pages/index-page';
import { RouteErrorPage } from '../pages/route-error-page';
import { isChunkLoadError } from './chunk-reload';
import { loadIndex, loadMemberIndex, loadRoute } from './route-loader';
import type { TLayoutName, TRouteDef } from './route-types';

/** `/user` only redirects (its loader always throws a redirect). */
function RedirectOnly() {
  return null;
}

/**
 * A route's page, or, when its chunk fails to load, the chunk error page in its place: the navigation still
 * completes inside the layout, and the app stays mounted.
 */
async function loadPageOrChunkError(load: () => Promise<ComponentType>): Promise<ComponentType> {
  try {
    return await load();
  } catch (error) {
    if (!isChunkLoadError(error)) throw error;
    return ChunkErrorPage;
  }
}

function toRoute(def: TRouteDef): RouteObject {
  return {
    path: def.path,
    handle: { layout: def.layout, middleware: def.middleware, ns: def.ns },
    loader: (args) => loadRoute(def, args),
    lazy: async () => ({ Component: await loadPageOrChunkError(def.page) }),
    errorElement: <RouteErrorPage />,
  };
}

/** Groups the route table under its layouts; pages without a layout sit directly under the root. */
export function buildRoutes(table: TRouteDef[]): RouteObject[] {
  const byLayout = (layout: TLayoutName) => table.filter((def) => def.layout === layout).map(toRoute);
  return [
    { index: true, loader: loadIndex, element: <IndexPage />, errorElement: <RouteErrorPage /> },
    { path: '/user', loader: loadMemberIndex, Component: RedirectOnly, errorElement: <RouteErrorPage /> },
    ...byLayout('none'),
    { element: <DefaultLayout />, children: byLayout('default') },
    { element: <UserLayout />, children: byLayout('user') },
  ];
}
