import { defaultFieldDataUrl, defaultFrameHosts, parseFrameHosts, parseSampleRate } from '@portal/util';

/**
 * Where the product API and the auth host live. Vite inlines VITE_* at build time; without them the
 * portal talks to the demo back end on this machine.
 */
const env = (import.meta.env ?? {}) as Record<string, string | undefined>;

const DEMO_API_URL = 'http://localhost:3333';

export const apiConfig = {
  apiUrl: (env['VITE_API_URL'] || DEMO_API_URL).replace(/\/+$/, ''),
  authUrl: env['VITE_AUTH_URL'] || `${DEMO_API_URL}/demo-auth/login`,
  /** Empty in development: a host-only cookie on localhost is visible to every port of it. */
  cookieDomain: env['VITE_COOKIE_DOMAIN'] || '',
  /**
   * Who issues receipts and statements: the school's name and postal address (VITE_SCHOOL_NAME, and
   * VITE_SCHOOL_ADDRESS with its lines separated by "|"). A setting of the deployment: the API does not serve it.
   */
  school: {
    name: env['VITE_SCHOOL_NAME'] || 'City Student Services',
    address: (env['VITE_SCHOOL_ADDRESS'] || '1 Example Street|London EC1A 1AA|United Kingdom')
      .split('|')
      .map((line) => line.trim())
      .filter(Boolean),
  },
  /**
   * Partner pages the portal may show in its frame (VITE_FRAME_HOSTS, see libs/util frame-url.ts). Unset: the
   * demo back end's origin exactly, when the API is on this machine; set but empty: nothing.
   */
  frameHosts: parseFrameHosts(
    env['VITE_FRAME_HOSTS'] ?? defaultFrameHosts(env['VITE_API_URL'] || DEMO_API_URL),
  ),
  /**
   * Field data of real students (web-vitals, apps/portal/src/app/field-data): VITE_FIELD_DATA_URL is where the
   * beacons go (unset: the demo back end's collector when the API is on this machine, else nowhere; set but empty:
   * nothing is sent), VITE_FIELD_SAMPLE_RATE the share of page loads that send (0 to 1; default 1).
   */
  fieldData: {
    url: env['VITE_FIELD_DATA_URL'] ?? defaultFieldDataUrl(env['VITE_API_URL'] || DEMO_API_URL),
    sampleRate: parseSampleRate(env['VITE_FIELD_SAMPLE_RATE']),
  },
};
