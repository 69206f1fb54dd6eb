import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '@portal/ui-light';
import { routePatterns } from '@portal/util';

const payPage = lazyRoute(() => import('./lib/pay-page').then((m) => ({ Component: m.PayPage })));

/** The payment routes, relative to /panel; pages load on first visit. */
export const paymentsRoutes: RouteObject[] = [
  {
    path: routePatterns.payments,
    lazy: lazyRoute(() => import('./lib/payments-page').then((m) => ({ Component: m.PaymentsPage }))),
  },
  {
    path: routePatterns.receipt,
    lazy: lazyRoute(() => import('./lib/receipt-page').then((m) => ({ Component: m.ReceiptPage }))),
  },
  { path: routePatterns.pay, lazy: payPage },
  { path: routePatterns.payInvoice, lazy: payPage },
  { path: routePatterns.payInvoicePayments, lazy: payPage },
];

/** The sponsor's page, outside the panel and the student's session (/sponsor/<token>). */
export const sponsorLinkRoutes: RouteObject[] = [
  {
    path: '/sponsor/:token',
    lazy: lazyRoute(() => import('./lib/sponsor-page').then((m) => ({ Component: m.SponsorPage }))),
  },
];
