/**
 * Where the product API and the auth host live. Vite inlines VITE_* at build time; without them the
 * portal talks to the demo back end on this machine.
 */
const env = (import.meta.env ?? {}) as Record<string, string | undefined>;

export const DEMO_API_URL = 'http://localhost:3333';

export const apiConfig = {
  apiUrl: (env['VITE_API_URL'] || DEMO_API_URL).replace(/\/+$/, ''),
  authUrl: env['VITE_AUTH_URL'] || `${DEMO_API_URL}/demo-auth/login`,
  /** Empty in development: a host-only cookie on localhost is visible to every port of it. */
  cookieDomain: env['VITE_COOKIE_DOMAIN'] || '',
};
