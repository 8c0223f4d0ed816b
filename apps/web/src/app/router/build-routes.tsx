import { type ComponentType, useEffect } from 'react';
import type { RouteObject } from 'react-router';
import { loadAntdLocale } from '../../components/antd-locale';
import { loadInAntdScope } from '../../components/antd-part';
import { currentLanguage } from '../../lib/i18n/i18n';
import { prefetchWhenIdle } from '../../lib/prefetch-when-idle';
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

/**
 * The layouts come with the first page that uses them, loaded beside its page chunk: the chat and sign-in
 * pages have none, so they never download the header, footer or member menu.
 */
const layoutRoutes: Record<Exclude<TLayoutName, 'none'>, RouteObject['lazy']> = {
  default: async () => ({
    Component: await loadPageOrChunkError(() =>
      import('../layouts/default-layout').then((m) => m.DefaultLayout),
    ),
  }),
  // The member layout draws with antd at once: its locale comes with it.
  user: async () => ({
    Component: await loadPageOrChunkError(() =>
      Promise.all([import('../layouts/user-layout'), loadAntdLocale(currentLanguage())]).then(
        ([m]) => m.UserLayout,
      ),
    ),
  }),
};

/** The page, and once it is shown and the browser idle, the chunks of the page likely to come next. */
function withNextPage(Page: ComponentType, next: () => Promise<unknown>): ComponentType {
  return function PageThenNext() {
    useEffect(() => prefetchWhenIdle(next), []);
    return <Page />;
  };
}

function toRoute(def: TRouteDef): RouteObject {
  return {
    path: def.path,
    handle: { layout: def.layout, middleware: def.middleware, ns: def.ns },
    loader: (args) => loadRoute(def, args),
    lazy: async () => {
      // The member layout puts its pages in antd's theme; every other page brings it, but those drawn without
      // antd (the sign-in page, a store's chat; the home page is the index route below).
      const needsScope = def.layout !== 'user' && !def.isWithoutAntd;
      const Page = await loadPageOrChunkError(needsScope ? () => loadInAntdScope(def.page) : def.page);
      return { Component: def.next ? withNextPage(Page, def.next) : Page };
    },
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
    { lazy: layoutRoutes.default, children: byLayout('default') },
    { lazy: layoutRoutes.user, children: byLayout('user') },
  ];
}
