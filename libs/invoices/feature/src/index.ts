import type { RouteObject } from 'react-router-dom';
import { routePatterns } from '@portal/util';

/** The invoice routes, relative to /panel; pages load on first visit. */
export const invoicesRoutes: RouteObject[] = [
  {
    path: routePatterns.invoices,
    lazy: () => import('./lib/invoices-page').then((m) => ({ Component: m.InvoicesPage })),
  },
  {
    path: routePatterns.statement,
    lazy: () => import('./lib/statement-page').then((m) => ({ Component: m.StatementPage })),
  },
  {
    path: routePatterns.invoice,
    lazy: () => import('./lib/invoice-detail-page').then((m) => ({ Component: m.InvoiceDetailPage })),
  },
];
