/**
 * Route paths of the portal. Pages link with these builders, never by concatenating strings, so a
 * feature can link to another feature's page without depending on it.
 */
export const PANEL_BASE = '/panel';

const seg = (value: string | number) => encodeURIComponent(String(value));

export const paths = {
  root: () => '/',
  auth: () => '/auth',
  panel: () => PANEL_BASE,
  dashboard: () => `${PANEL_BASE}/dashboard`,
  dashboard2: () => `${PANEL_BASE}/dashboard2`,
  invoices: (search?: URLSearchParams | string) => withSearch(`${PANEL_BASE}/invoices`, search),
  invoice: (invoiceId: number | string) => `${PANEL_BASE}/invoices/${seg(invoiceId)}`,
  pay: (paymentPageType: string, invoiceId?: number | string, paymentsId?: string) =>
    [`${PANEL_BASE}/pay`, seg(paymentPageType), invoiceId, paymentsId]
      .filter((part) => part !== undefined && part !== '')
      .map((part, index) => (index < 2 ? String(part) : seg(part as string | number)))
      .join('/'),
} as const;

/** Relative route patterns, as the router table under /panel declares them. */
export const routePatterns = {
  dashboard: 'dashboard',
  dashboard2: 'dashboard2',
  invoices: 'invoices',
  invoice: 'invoices/:invoiceId',
} as const;

function withSearch(path: string, search?: URLSearchParams | string): string {
  if (!search) return path;
  const text = typeof search === 'string' ? search.replace(/^\?/, '') : search.toString();
  return text ? `${path}?${text}` : path;
}
