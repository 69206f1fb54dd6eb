import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '@portal/ui-light';
import { routePatterns } from '@portal/util';

/** The invoice routes, relative to /panel; pages load on first visit. */
export const invoicesRoutes: RouteObject[] = [
  {
    path: routePatterns.invoices,
    lazy: lazyRoute(() => import('./lib/invoices-page').then((m) => ({ Component: m.InvoicesPage }))),
  },
  {
    path: routePatterns.statement,
    lazy: lazyRoute(() => import('./lib/statement-page').then((m) => ({ Component: m.StatementPage }))),
  },
  {
    path: routePatterns.invoice,
    lazy: lazyRoute(() =>
      import('./lib/invoice-detail-page').then((m) => ({ Component: m.InvoiceDetailPage })),
    ),
  },
];
