import { CONSOLE_API } from '@storefront/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { callConsole } from './lib/call-console';
import { consoleLoginPath } from './lib/console-http';
import { operatorStore, saveOperatorSession, useOperator } from './lib/operator-session';
import { AreaPage, ConsoleNotFound } from './shell/area-page';
import { CONSOLE_AREAS } from './shell/areas';
import { ConsoleChromeContext } from './shell/chrome-context';
import { ConsoleLayout } from './shell/console-layout';
import { ConsoleLoginPage } from './shell/login-page';
import type { TConsoleChrome } from './shell/types';
import { areaHref, visibleAreas } from './shell/visible-areas';
import './console.css';

/** Lists and forms hold texts in the reader's language: a language switch fetches them again. */
function useRefetchOnLanguage() {
  const { i18n } = useTranslation();
  const client = useQueryClient();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language is what triggers the refetch.
  useEffect(() => {
    void client.invalidateQueries({ queryKey: ['console'] });
  }, [client, i18n.language]);
}

/** Keeps the stored operator in step with the server (a changed role or name shows at once). */
function useOperatorRefresh() {
  const me = useQuery({
    queryKey: ['console', 'me'],
    queryFn: () => callConsole(CONSOLE_API.session.me),
    staleTime: 60_000,
  });
  useEffect(() => {
    const session = operatorStore.get().session;
    if (me.data && session) saveOperatorSession({ ...session, ...me.data });
  }, [me.data]);
}

/** The console's pages for a signed-in operator; anyone else goes to the console's login page. */
function SignedIn({ chrome }: { chrome: TConsoleChrome }) {
  const operator = useOperator();
  const { pathname, search } = useLocation();
  useOperatorRefresh();
  if (!operator) return <Navigate to={consoleLoginPath(pathname + search)} replace />;
  const areas = visibleAreas(operator.role);
  const home = CONSOLE_AREAS.find((area) => area.path === '');
  return (
    <Routes>
      <Route element={<ConsoleLayout toolbar={chrome.toolbar} />}>
        {home ? null : (
          <Route
            index
            element={areas[0] ? <Navigate to={areaHref(areas[0])} replace /> : <ConsoleNotFound />}
          />
        )}
        {CONSOLE_AREAS.map((area) =>
          area.path === '' ? (
            <Route key={area.key} index element={<AreaPage area={area} />} />
          ) : (
            <Route key={area.key} path={`${area.path}/*`} element={<AreaPage area={area} />} />
          ),
        )}
        <Route path="*" element={<ConsoleNotFound />} />
      </Route>
    </Routes>
  );
}

/**
 * The operator console at `/admin`: its own login, layout and areas, in a chunk of its own that no visitor or
 * member page loads.
 */
export function ConsoleApp(chrome: TConsoleChrome) {
  useRefetchOnLanguage();
  return (
    <ConsoleChromeContext.Provider value={chrome}>
      <Routes>
        <Route path="login" element={<ConsoleLoginPage {...chrome} />} />
        <Route path="*" element={<SignedIn chrome={chrome} />} />
      </Routes>
    </ConsoleChromeContext.Provider>
  );
}
