/**
 * Route paths of the portal, from one table: the router declares the patterns under /panel, and pages link
 * with the builders made from them, never by concatenating strings, so a feature can link to another feature's page
 * without depending on it.
 */
export const PANEL_BASE = '/panel';

type Segment = string | number;

/** The letters a student can ask the student office for from a link (the new-request form knows each). */
export const LETTER_REQUESTS = ['bank', 'other'] as const;
export type LetterRequest = (typeof LETTER_REQUESTS)[number];

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
  sponsors: 'sponsors',
} as const;

type Params<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [Segment, ...Params<Rest>]
  : P extends `${string}:${string}`
    ? [Segment]
    : [];

const seg = (value: Segment) => encodeURIComponent(String(value));

/**
 * The address of a pattern under /panel: its `:params` take the values given, in order (one not given is left out,
 * and the next takes its place); it ends when they run out.
 */
function fill(pattern: string, values: ReadonlyArray<Segment | undefined>): string {
  const given = values.filter((value): value is Segment => value !== undefined && value !== '');
  const parts = [PANEL_BASE];
  for (const part of pattern.split('/')) {
    if (!part.startsWith(':')) parts.push(part);
    else if (given.length) parts.push(seg(given.shift() as Segment));
    else break;
  }
  return parts.join('/');
}

/** The builder of a pattern: every parameter is needed. */
const to =
  <P extends string>(pattern: P) =>
  (...values: Params<P>) =>
    fill(pattern, values);
/** The builder of the longest of a family of patterns (`shops`, `shops/:invoiceId`, ...): values may be left out. */
const upTo =
  <P extends string>(pattern: P) =>
  (...values: Partial<Params<P>>) =>
    fill(pattern, values);

const p = routePatterns;

export const paths = {
  root: () => '/',
  auth: () => '/auth',
  /** A sponsor's page, outside the panel and the student's session; the token is the link's secret. */
  sponsorLink: (token: string) => `/sponsor/${encodeURIComponent(token)}`,
  panel: () => PANEL_BASE,
  dashboard: to(p.dashboard),
  dashboard2: to(p.dashboard2),
  invoices: (search?: URLSearchParams | string) => withSearch(fill(p.invoices, []), search),
  invoice: to(p.invoice),
  pay: upTo(p.payInvoicePayments),
  payments: to(p.payments),
  /** A completed payment's receipt; `paymentKey` is the timeline's key (online-12, recorded-31). */
  receipt: to(p.receipt),
  /** The statement of account (the invoices' and payments' movements between two days). */
  statement: to(p.statement),
  orders: to(p.orders),
  order: to(p.order),
  supportCenter: (search?: URLSearchParams | string) => withSearch(fill(p.supportCenter, []), search),
  createTicket: to(p.createTicket),
  /** The new-request form, set up to ask the student office for a letter (`bank`: a bank letter; none: any letter). */
  letterRequest: (letter?: LetterRequest) =>
    withSearch(fill(p.createTicket, []), `letter=${letter ?? 'other'}`),
  request: to(p.request),
  tickets: to(p.tickets),
  ticket: to(p.ticket),
  myIds: to(p.myIds),
  letters: to(p.letters),
  user: to(p.user),
  shops: upTo(p.shopsProduct),
  services: upTo(p.serviceProduct),
  visaConsultation: to(p.visaConsultation),
  additionalServices: upTo(p.additionalServicesProduct),
  basket: to(p.basket),
  frame: to(p.frame),
  onboardingPacks: to(p.onboardingPacks),
  membership: to(p.membership),
  subscriptions: to(p.subscriptions),
  subscription: to(p.subscription),
  news: to(p.news),
  newsArticle: to(p.newsArticle),
  promotions: to(p.promotions),
  promotion: to(p.promotion),
  events: to(p.events),
  event: to(p.event),
  ventrata: to(p.ventrata),
  booking: to(p.booking),
  /** The wallet; `invoiceId` preselects an invoice to pay from the balance. */
  wallet: (invoiceId?: Segment) =>
    withSearch(fill(p.wallet, []), invoiceId === undefined ? undefined : `invoice=${seg(invoiceId)}`),
  hubby: to(p.hubby),
  bankAccount: to(p.bankAccount),
  flightTicket: to(p.flightTicket),
  demo: to(p.demo),
  sponsors: to(p.sponsors),
} as const;

function withSearch(path: string, search?: URLSearchParams | string): string {
  if (!search) return path;
  const text = typeof search === 'string' ? search.replace(/^\?/, '') : search.toString();
  return text ? `${path}?${text}` : path;
}
