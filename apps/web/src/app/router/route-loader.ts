import { data, type LoaderFunctionArgs, redirect } from 'react-router';
import { siteStore } from '../../features/site';
import { i18n } from '../../lib/i18n/i18n';
import { firstMemberPath } from './member-menus';
import { runMiddleware } from './middleware';
import type { TRouteDef } from './route-types';
import { ensureSiteIndex } from './site-data';

/** Body of the 404 thrown when a route's validity check fails. */
export type TInvalidRoute = { kind: 'invalid'; path: string };

/** Every page load: site data, guards, validity, then the page's locale namespaces. */
export async function loadRoute(def: TRouteDef, { request, params }: LoaderFunctionArgs): Promise<null> {
  await ensureSiteIndex();
  await runMiddleware(def.middleware, { request });
  if (def.validate && !def.validate(params)) {
    const invalid: TInvalidRoute = { kind: 'invalid', path: new URL(request.url).pathname };
    throw data(invalid, { status: 404 });
  }
  await i18n.loadNamespaces([...def.ns]);
  return null;
}

/** `/`: the home page, or the chat on a chat host; the root path loads one extra namespace. */
export async function loadIndex(): Promise<null> {
  const site = await ensureSiteIndex();
  await i18n.loadNamespaces(site.chat.isChatHost ? ['chat'] : ['home']);
  return null;
}

/** `/user`: after the member guards, go to the first member menu. */
export async function loadMemberIndex({ request }: LoaderFunctionArgs): Promise<Response> {
  await ensureSiteIndex();
  await runMiddleware(['auth', 'userMount'], { request });
  throw redirect(firstMemberPath(siteStore.get().data?.menus ?? []));
}
