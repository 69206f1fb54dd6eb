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

/**
 * What the sponsor's page (libs/sponsors/feature) pays with, so a sponsor pays as the student does: the gateways
 * with their fees and the chosen total, PayPal's and Flywire's steps, the verification, the receipt's letterhead.
 */
export { FlywireStep } from './lib/flywire-step';
export { ChosenTotal, GatewayChoice } from './lib/gateway-choice';
export { PaypalStep } from './lib/paypal-step';
export { receiptDocument } from './lib/receipt-document';
export { VerificationView } from './lib/verification-view';

/**
 * What an invoice's page (libs/invoices/feature) shows of its payments: every attempt to pay, and the estimate in
 * the student's home currency.
 */
export { AmountEstimate } from './lib/amount-estimate';
export { PaymentTimeline } from './lib/payment-timeline';
