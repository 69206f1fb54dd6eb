import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '@portal/ui-light';
import { routePatterns } from '@portal/util';

/** The e-SIM route (`hubby`), relative to /panel; the page loads on first visit. */
export const esimRoutes: RouteObject[] = [
  {
    path: routePatterns.hubby,
    lazy: lazyRoute(() => import('./lib/esim-page').then((m) => ({ Component: m.EsimPage }))),
  },
];
