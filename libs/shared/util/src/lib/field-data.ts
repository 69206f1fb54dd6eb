/**
 * The field data's pure parts (the collector itself is the shell's, apps/portal/src/app/field-data): the mark a page
 * makes when its data is on screen, where the beacons go by default and how the sample rate and route are read.
 */

/** The `performance.mark` a page makes once its data is on screen (the dashboard: its amount due). */
export const DATA_ON_SCREEN_MARK = 'portal:data-on-screen';

/** The demo back end's collector of the beacons (apps/demo-api). */
export const DEMO_FIELD_DATA_PATH = '/__demo/field-data';

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Where the beacons go when VITE_FIELD_DATA_URL is unset: the demo back end's collector when the API is the demo's
 * on this machine, else nowhere (a deployment names its collector or sends nothing).
 */
export function defaultFieldDataUrl(apiUrl: string): string {
  try {
    const url = new URL(apiUrl);
    return LOOPBACK_HOSTS.includes(url.hostname) && (url.protocol === 'http:' || url.protocol === 'https:')
      ? `${url.origin}${DEMO_FIELD_DATA_PATH}`
      : '';
  } catch {
    return '';
  }
}

/** A sample rate between 0 and 1; unset or not a number: every page (1). */
export function parseSampleRate(raw: string | undefined): number {
  const rate = Number(raw ?? '');
  if (raw === undefined || raw.trim() === '' || !Number.isFinite(rate)) return 1;
  return Math.min(1, Math.max(0, rate));
}

/**
 * The route's pattern from the paths of its matched routes, root first (React Router's `matches[i].route.path`):
 * `/panel/invoices/:id`, never the address with its ids and query.
 */
export function routePatternOf(routePaths: readonly (string | undefined)[]): string {
  let pattern = '';
  for (const path of routePaths) {
    if (!path) continue;
    pattern = path.startsWith('/') ? path : `${pattern}/${path}`;
  }
  return pattern.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1') || '/';
}
