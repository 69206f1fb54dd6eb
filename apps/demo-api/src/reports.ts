import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { HttpBindings } from '@hono/node-server';

/** A beacon or a report above this is refused with 413 (a browser's beacon may carry 64 KB). */
export const MAX_REPORT_BYTES = 64 * 1024;
/** What a world keeps of each kind, the oldest dropped first: a long e2e run never fills the memory. */
const KEPT_PER_KIND = 1_000;

const FIELD_DATA_PATH = '/__demo/field-data';
const CSP_REPORTS_PATH = '/__demo/csp-reports';

const METRIC_NAMES = ['LCP', 'INP', 'CLS', 'TTFB', 'data-on-screen'] as const;
const ATTRIBUTION_NUMBERS = ['inputDelay', 'processingDuration', 'presentationDelay'] as const;

export interface FieldMetric {
  name: (typeof METRIC_NAMES)[number];
  route: string;
  value: number;
  rating?: string;
  navigationType?: string;
  attribution?: Partial<Record<(typeof ATTRIBUTION_NUMBERS)[number], number>> & {
    interactionTarget?: string;
    interactionType?: string;
  };
  receivedAt: string;
}

/** One CSP violation, as either road brings it (Reporting API's `csp-violation` body or report-uri's). */
export interface CspReport {
  documentURL: string;
  effectiveDirective: string;
  blockedURL: string;
  disposition: string;
  sample?: string;
  receivedAt: string;
}

/** The reports a world holds (`GET /__demo/reports`). */
export function createReports() {
  const fieldData: FieldMetric[] = [];
  const csp: CspReport[] = [];
  const keep = <T>(list: T[], items: T[]) => {
    list.push(...items);
    list.splice(0, Math.max(0, list.length - KEPT_PER_KIND));
  };
  return {
    addFieldData: (items: FieldMetric[]) => keep(fieldData, items),
    addCsp: (items: CspReport[]) => keep(csp, items),
    read: () => ({ fieldData: [...fieldData], csp: [...csp] }),
  };
}

export type Reports = ReturnType<typeof createReports>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, max = 200) =>
  typeof value === 'string' && value.length <= max ? value : undefined;
const finite = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** A route pattern: a path of letters, digits, `:params` and dashes, never a query. */
const ROUTE = /^\/[\w\-:/*.]*$/;

function toFieldMetric(raw: unknown, receivedAt: string): FieldMetric | null {
  if (!isRecord(raw)) return null;
  const name = METRIC_NAMES.find((candidate) => candidate === raw['name']);
  const route = text(raw['route']);
  const value = finite(raw['value']);
  if (!name || !route || !ROUTE.test(route) || value === undefined) return null;
  const metric: FieldMetric = { name, route, value, receivedAt };
  const rating = text(raw['rating'], 40);
  const navigationType = text(raw['navigationType'], 40);
  if (rating) metric.rating = rating;
  if (navigationType) metric.navigationType = navigationType;
  const attribution = raw['attribution'];
  if (isRecord(attribution)) {
    metric.attribution = {
      interactionTarget: text(attribution['interactionTarget']),
      interactionType: text(attribution['interactionType'], 40),
    };
    for (const key of ATTRIBUTION_NUMBERS) metric.attribution[key] = finite(attribution[key]);
  }
  return metric;
}

/** `{ metrics: [...] }`, every metric valid, else null (the whole beacon is refused). */
function parseFieldData(body: unknown, receivedAt: string): FieldMetric[] | null {
  if (!isRecord(body) || !Array.isArray(body['metrics'])) return null;
  const metrics = body['metrics'].map((raw) => toFieldMetric(raw, receivedAt));
  return metrics.every((metric): metric is FieldMetric => metric !== null) ? metrics : null;
}

function toCspReport(raw: Record<string, unknown>, receivedAt: string): CspReport | null {
  const documentURL = text(raw['documentURL'] ?? raw['document-uri'], 2000);
  const effectiveDirective = text(
    raw['effectiveDirective'] ?? raw['effective-directive'] ?? raw['violated-directive'],
  );
  if (documentURL === undefined || effectiveDirective === undefined) return null;
  const report: CspReport = {
    documentURL,
    effectiveDirective,
    blockedURL: text(raw['blockedURL'] ?? raw['blocked-uri'], 2000) ?? '',
    disposition: text(raw['disposition'], 40) ?? 'enforce',
    receivedAt,
  };
  const sample = text(raw['sample'] ?? raw['script-sample'], 400);
  if (sample) report.sample = sample;
  return report;
}

/**
 * The violations of a body: the Reporting API's list (`application/reports+json`, only its `csp-violation`
 * reports kept) or report-uri's `{ "csp-report": {...} }` (`application/csp-report`); null when it is neither.
 */
function parseCspReports(body: unknown, contentType: string, receivedAt: string): CspReport[] | null {
  const reports: (CspReport | null)[] = [];
  if (contentType === 'application/reports+json' && Array.isArray(body)) {
    for (const item of body) {
      if (!isRecord(item) || !isRecord(item['body'])) return null;
      if (item['type'] === 'csp-violation') reports.push(toCspReport(item['body'], receivedAt));
    }
  } else if (isRecord(body) && isRecord(body['csp-report'])) {
    reports.push(toCspReport(body['csp-report'], receivedAt));
  } else {
    return null;
  }
  return reports.every((report): report is CspReport => report !== null) ? reports : null;
}

const FIELD_DATA_TYPES = ['application/json', 'text/plain'];
const CSP_TYPES = ['application/reports+json', 'application/csp-report', 'application/json'];
const NOT_STORED = { 'Cache-Control': 'no-store' };

/** The body's JSON when its content type is one of `types`, else a reason to refuse it. */
async function readJson(c: Context, types: string[]) {
  const contentType = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!types.includes(contentType))
    return { ok: false as const, error: `Send ${types.join(' or ')}.`, status: 415 as const };
  try {
    return { ok: true as const, contentType, body: JSON.parse(await c.req.text()) as unknown };
  } catch {
    return { ok: false as const, error: 'The body is not JSON.', status: 400 as const };
  }
}

const refuse = (c: Context, status: 400 | 413 | 415, message: string) =>
  c.json({ error: { code: 'bad_report', message } }, status, NOT_STORED);

/**
 * The demo's collector of field data (the portal's beacons, at page hide) and of CSP violations (the Reporting
 * API's and report-uri's), kept in memory in the world the request belongs to, and read back by tests and the bench.
 */
export function routeReports(
  app: Hono<{ Bindings: HttpBindings }>,
  reportsOf: (c: Context) => Reports,
): void {
  const limit = bodyLimit({
    maxSize: MAX_REPORT_BYTES,
    onError: (c) => refuse(c, 413, `A report is at most ${MAX_REPORT_BYTES} bytes.`),
  });
  app.post(FIELD_DATA_PATH, limit, async (c) => {
    const read = await readJson(c, FIELD_DATA_TYPES);
    if (!read.ok) return refuse(c, read.status, read.error);
    const metrics = parseFieldData(read.body, new Date().toISOString());
    if (!metrics) return refuse(c, 400, 'Send { "metrics": [{ "name", "route", "value" }, ...] }.');
    reportsOf(c).addFieldData(metrics);
    return c.body(null, 204);
  });
  app.post(CSP_REPORTS_PATH, limit, async (c) => {
    const read = await readJson(c, CSP_TYPES);
    if (!read.ok) return refuse(c, read.status, read.error);
    const reports = parseCspReports(read.body, read.contentType, new Date().toISOString());
    if (!reports) return refuse(c, 400, 'Send a Reporting API list or a { "csp-report": {...} }.');
    reportsOf(c).addCsp(reports);
    return c.body(null, 204);
  });
  app.get('/__demo/reports', (c) => c.json({ data: reportsOf(c).read() }, 200, NOT_STORED));
}
