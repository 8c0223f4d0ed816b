import { createBrowserRouter } from 'react-router';
import { registerNavigator } from '../../lib/navigator';
import { RootErrorPage } from '../pages/root-error-page';
import { RootShell } from '../root-shell';
import { buildRoutes } from './build-routes';
import { consoleRoute } from './console-route';
import { routeTable } from './route-table';
import { ensureSiteIndex } from './site-data';

export const router = createBrowserRouter([
  {
    id: 'root',
    element: <RootShell />,
    loader: async () => {
      await ensureSiteIndex();
      return null;
    },
    shouldRevalidate: () => false,
    HydrateFallback: () => null,
    errorElement: <RootErrorPage />,
    children: [...buildRoutes(routeTable), consoleRoute],
  },
]);

registerNavigator((to, options) => {
  void router.navigate(to, { replace: options?.replace ?? false });
});
