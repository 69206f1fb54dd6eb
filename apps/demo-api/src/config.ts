/** The demo back end's settings, read from the environment. */
export interface DemoApiConfig {
  port: number;
  accessTokenTtlSeconds: number;
  /** Extra CORS origins on top of the defaults (DEMO_PORTAL_ORIGINS, comma separated). */
  extraPortalOrigins: string[];
  /** The first demo student's invoices in all (DEMO_INVOICE_COUNT, e.g. 5000); 0: the seed only. */
  invoiceCount: number;
}

/** The portal's dev and e2e ports on 127.0.0.1, and any port on localhost. */
export function isDefaultPortalOrigin(origin: string): boolean {
  return /^http:\/\/(localhost:\d{1,5}|127\.0\.0\.1:(4200|4300))$/.test(origin);
}

const DEFAULT_PORT = 3333;
const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 300;

function parseInteger(
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
  name: string,
  warnings: string[],
) {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    warnings.push(
      `${name}=${JSON.stringify(raw)} is not a whole number from ${min} to ${max}; using ${fallback}.`,
    );
    return fallback;
  }
  return value;
}

export function readConfig(env: Record<string, string | undefined>): {
  config: DemoApiConfig;
  warnings: string[];
} {
  const warnings: string[] = [];
  const port = parseInteger(env['DEMO_API_PORT'], DEFAULT_PORT, 0, 65_535, 'DEMO_API_PORT', warnings);
  const accessTokenTtlSeconds = parseInteger(
    env['DEMO_ACCESS_TOKEN_TTL_SECONDS'],
    DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
    1,
    60 * 60 * 24 * 365,
    'DEMO_ACCESS_TOKEN_TTL_SECONDS',
    warnings,
  );
  const extraPortalOrigins = (env['DEMO_PORTAL_ORIGINS'] ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  const invoiceCount = parseInteger(env['DEMO_INVOICE_COUNT'], 0, 0, 100_000, 'DEMO_INVOICE_COUNT', warnings);
  return { config: { port, accessTokenTtlSeconds, extraPortalOrigins, invoiceCount }, warnings };
}
