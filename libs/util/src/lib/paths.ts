/**
 * Route paths of the portal (spec 2). Pages link with these builders, never by concatenating strings,
 * so a feature can link to another feature's page without depending on it.
 */
export const PANEL_BASE = '/panel';

type Segment = string | number;

const seg = (value: Segment) => encodeURIComponent(String(value));
const panel = (...segments: Array<Segment | undefined>) =>
  [
    PANEL_BASE,
    ...segments.filter((part): part is Segment => part !== undefined && part !== '').map(seg),
  ].join('/');

export const paths = {
  root: () => '/',
  auth: () => '/auth',
  panel: () => PANEL_BASE,
  dashboard: () => panel('dashboard'),
  dashboard2: () => panel('dashboard2'),
  invoices: (search?: URLSearchParams | string) => withSearch(panel('invoices'), search),
  invoice: (invoiceId: Segment) => panel('invoices', invoiceId),
  pay: (paymentPageType: string, invoiceId?: Segment, paymentsId?: string) =>
    panel('pay', paymentPageType, invoiceId, paymentsId),
  payments: () => panel('payments'),
  /** A completed payment's receipt; `paymentKey` is the timeline's key (online-12, recorded-31). */
  receipt: (paymentKey: Segment) => panel('payments', paymentKey, 'receipt'),
  /** The statement of account (the invoices' and payments' movements between two days). */
  statement: () => panel('invoices', 'statement'),
  orders: () => panel('orders'),
  order: (orderId: Segment) => panel('orders', orderId),
  supportCenter: (search?: URLSearchParams | string) => withSearch(panel('support-center'), search),
  createTicket: () => panel('create-ticket'),
  request: () => panel('request'),
  tickets: () => panel('tickets'),
  ticket: (ticketId: Segment) => panel('tickets', ticketId),
  myIds: () => panel('myids'),
  letters: () => panel('letters'),
  user: () => panel('user'),
  shops: (invoiceId?: Segment, categoryId?: Segment, productId?: Segment) =>
    panel('shops', invoiceId, categoryId, productId),
  services: (
    serviceId: Segment,
    serviceSlug?: string,
    invoiceId?: Segment,
    categoryId?: Segment,
    productId?: Segment,
  ) => panel('services', serviceId, serviceSlug, invoiceId, categoryId, productId),
  visaConsultation: () => panel('services', 'visa_consultation'),
  additionalServices: (invoiceId?: Segment, categoryId?: Segment, productId?: Segment) =>
    panel('additional-services', invoiceId, categoryId, productId),
  basket: () => panel('basket'),
  frame: (url: string) => panel('frame', url),
  onboardingPacks: () => panel('onboarding-packs'),
  membership: () => panel('membership'),
  subscriptions: () => panel('subscription'),
  subscription: (subscriptionSlug: string) => panel('subscriptions', subscriptionSlug),
  news: () => panel('news'),
  newsArticle: (newsSlug: string) => panel('news', newsSlug),
  promotions: () => panel('promotions'),
  promotion: (offerSlug: string) => panel('promotions', offerSlug),
  events: () => panel('events'),
  event: (eventId: Segment) => panel('events', eventId),
  ventrata: () => panel('ventrata'),
  booking: () => panel('booking'),
  /** The wallet; `invoiceId` preselects an invoice to pay from the balance. */
  wallet: (invoiceId?: Segment) =>
    withSearch(panel('wallet'), invoiceId === undefined ? undefined : `invoice=${seg(invoiceId)}`),
  hubby: () => panel('hubby'),
  bankAccount: () => panel('bank-account'),
  flightTicket: () => panel('flight-ticket'),
  demo: () => panel('demo'),
} as const;

/** Relative route patterns, as the router table under /panel declares them. */
export const routePatterns = {
  dashboard: 'dashboard',
  dashboard2: 'dashboard2',
  invoices: 'invoices',
  invoice: 'invoices/:invoiceId',
  pay: 'pay/:paymentPageType',
  payInvoice: 'pay/:paymentPageType/:invoiceId',
  payInvoicePayments: 'pay/:paymentPageType/:invoiceId/:paymentsId',
  payments: 'payments',
  receipt: 'payments/:paymentKey/receipt',
  statement: 'invoices/statement',
  orders: 'orders',
  order: 'orders/:orderId',
  supportCenter: 'support-center',
  createTicket: 'create-ticket',
  request: 'request',
  tickets: 'tickets',
  ticket: 'tickets/:ticketId',
  myIds: 'myids',
  letters: 'letters',
  user: 'user',
  shops: 'shops',
  shopsInvoice: 'shops/:invoiceId',
  shopsCategory: 'shops/:invoiceId/:categoryId',
  shopsProduct: 'shops/:invoiceId/:categoryId/:productId',
  visaConsultation: 'services/visa_consultation',
  service: 'services/:serviceId',
  serviceSlug: 'services/:serviceId/:serviceSlug',
  serviceInvoice: 'services/:serviceId/:serviceSlug/:invoiceId',
  serviceCategory: 'services/:serviceId/:serviceSlug/:invoiceId/:categoryId',
  serviceProduct: 'services/:serviceId/:serviceSlug/:invoiceId/:categoryId/:productId',
  additionalServices: 'additional-services',
  additionalServicesInvoice: 'additional-services/:invoiceId',
  additionalServicesCategory: 'additional-services/:invoiceId/:categoryId',
  additionalServicesProduct: 'additional-services/:invoiceId/:categoryId/:productId',
  basket: 'basket',
  frame: 'frame/:url',
  onboardingPacks: 'onboarding-packs',
  membership: 'membership',
  subscriptions: 'subscription',
  subscription: 'subscriptions/:subscriptionSlug',
  news: 'news',
  newsArticle: 'news/:newsSlug',
  promotions: 'promotions',
  promotion: 'promotions/:offerSlug',
  events: 'events',
  event: 'events/:eventId',
  ventrata: 'ventrata',
  booking: 'booking',
  /** An address that was not encoded into one segment still reaches the frame page, which refuses or shows it. */
  frameSplat: 'frame/*',
  wallet: 'wallet',
  hubby: 'hubby',
  bankAccount: 'bank-account',
  flightTicket: 'flight-ticket',
  demo: 'demo',
} as const;

function withSearch(path: string, search?: URLSearchParams | string): string {
  if (!search) return path;
  const text = typeof search === 'string' ? search.replace(/^\?/, '') : search.toString();
  return text ? `${path}?${text}` : path;
}
