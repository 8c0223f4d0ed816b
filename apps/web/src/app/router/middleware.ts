import { redirect } from 'react-router';
import { siteIndexQuery } from '../../features/site';
import { translate } from '../../lib/i18n/i18n';
import { loginPath } from '../../lib/navigator';
import { isLoggedIn } from '../../lib/session';
import { queryClient } from '../providers/query-client';
import { isLoginStateError } from './site-data';

export type TGuardContext = { request: Request };
type TGuard = (context: TGuardContext) => Promise<void> | void;

function backTo(request: Request): string {
  const url = new URL(request.url);
  return loginPath(`${url.pathname}${url.search}`);
}

/** Route guards by name; routes declare them in their meta (`middleware: ['auth', 'userMount']`). */
const guards: Record<string, TGuard> = {
  /** Members only: visitors go to the login page with a way back. */
  auth: ({ request }) => {
    if (!isLoggedIn()) throw redirect(backTo(request));
  },
  /** Loads the member's menus and rules (requiredLogin=1) before the member centre renders. */
  userMount: async ({ request }) => {
    try {
      await queryClient.ensureQueryData(siteIndexQuery(true));
    } catch (error) {
      if (isLoginStateError(error)) throw redirect(backTo(request));
      throw error;
    }
    if (!isLoggedIn()) throw redirect(backTo(request));
  },
};

/** Runs the named guards in order; an unknown name is a programming error ('route.unknownMiddleware'). */
export async function runMiddleware(names: readonly string[], context: TGuardContext): Promise<void> {
  for (const name of names) {
    const guard = guards[name];
    if (!guard) throw new Error(`${translate('shared:route.unknownMiddleware')}: ${name}`);
    await guard(context);
  }
}
