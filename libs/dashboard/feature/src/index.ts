import type { LoaderFunctionArgs, RouteObject, RouterContextProvider } from 'react-router-dom';
import { prefetchDashboard } from '@portal/dashboard/data-access';
import { storeContext } from '@portal/data-access';
import { lazyRoute } from '@portal/ui-light';
import { routePatterns } from '@portal/util';
import { DashboardPage } from './lib/dashboard-page';

/**
 * The panel home, in two layouts of the same data; relative to /panel. The dashboard, where a student lands, is part
 * of the portal's start (no chunk of its own to wait for); the second layout loads on its first visit.
 */
export const dashboardRoutes: RouteObject[] = [
  {
    path: routePatterns.dashboard,
    // Render-as-you-fetch: the route's loader starts the page's queries as the navigation begins, not after its
    // first render, in the store the router's context gives it; the page reads them from RTK Query's cache.
    loader: ({ context }: LoaderFunctionArgs<Readonly<RouterContextProvider>>) => {
      prefetchDashboard(context.get(storeContext));
      return null;
    },
    Component: DashboardPage,
  },
  {
    path: routePatterns.dashboard2,
    lazy: lazyRoute(() => import('./lib/dashboard2-page').then((m) => ({ Component: m.Dashboard2Page }))),
  },
];
