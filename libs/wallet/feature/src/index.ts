import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '@portal/ui-light';
import { routePatterns } from '@portal/util';

/** The wallet route, relative to /panel; the page loads on first visit. */
export const walletRoutes: RouteObject[] = [
  {
    path: routePatterns.wallet,
    lazy: lazyRoute(() => import('./lib/wallet-page').then((m) => ({ Component: m.WalletPage }))),
  },
];
