import type { RouteObject } from 'react-router-dom';
import { routePatterns } from '@portal/util';

/** The e-SIM route (`hubby`), relative to /panel; the page loads on first visit. */
export const esimRoutes: RouteObject[] = [
  {
    path: routePatterns.hubby,
    lazy: () => import('./lib/esim-page').then((m) => ({ Component: m.EsimPage })),
  },
];
