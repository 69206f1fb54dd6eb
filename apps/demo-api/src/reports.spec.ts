import { describe, expect, it } from 'vitest';
import { MAX_REPORT_BYTES } from './reports';
import { startDemoServer } from './test-server';

const demo = startDemoServer();

/** A world of its own per test, so each reads only what it sent (a beacon carries the world's cookie). */
async function newWorld() {
  const world = (await (await fetch(`${demo.base}/__demo/worlds`, { method: 'POST' })).json()) as {
    id: string;
    cookie: string;
  };
  return { cookie: `${world.cookie}=${world.id}` };
}

const post = (path: string, cookie: string, contentType: string, body: string) =>
  fetch(`${demo.base}${path}`, { method: 'POST', headers: { cookie, 'content-type': contentType }, body });

async function reportsOf(cookie: string) {
  const response = await fetch(`${demo.base}/__demo/reports`, { headers: { cookie } });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return ((await response.json()) as { data: { fieldData: unknown[]; csp: unknown[] } }).data;
}

const lcp = {
  name: 'LCP',
  route: '/panel/dashboard',
  value: 812.4,
  rating: 'good',
  navigationType: 'navigate',
};
const inp = {
  name: 'INP',
  route: '/panel/invoices/:id',
  value: 48,
  rating: 'good',
  attribution: {
    interactionTarget: 'button.pay',
    interactionType: 'pointer',
    inputDelay: 2,
    processingDuration: 30,
    presentationDelay: 16,
  },
};

describe('field data collector', () => {
  it("keeps a beacon's metrics (text/plain, as sendBeacon sends a string, or JSON) and returns them", async () => {
    const { cookie } = await newWorld();
    const beacon = await post(
      '/__demo/field-data',
      cookie,
      'text/plain;charset=UTF-8',
      JSON.stringify({ metrics: [lcp] }),
    );
    expect(beacon.status).toBe(204);
    expect(
      (await post('/__demo/field-data', cookie, 'application/json', JSON.stringify({ metrics: [inp] })))
        .status,
    ).toBe(204);
    const { fieldData, csp } = await reportsOf(cookie);
    expect(fieldData).toEqual([
      { ...lcp, receivedAt: expect.any(String) },
      { ...inp, receivedAt: expect.any(String) },
    ]);
    expect(csp).toEqual([]);
    // Another world sees none of it.
    expect((await reportsOf((await newWorld()).cookie)).fieldData).toEqual([]);
  });

  it.each([
    ['not JSON', 'text/plain', '{"metrics": ['],
    ['no metrics list', 'application/json', '{"lcp": 1}'],
    ['an unknown metric', 'application/json', JSON.stringify({ metrics: [{ ...lcp, name: 'FID' }] })],
    [
      'a concrete address',
      'application/json',
      JSON.stringify({ metrics: [{ ...lcp, route: '/panel/invoices/7?x=1' }] }),
    ],
    [
      'a value that is no number',
      'application/json',
      JSON.stringify({ metrics: [{ ...lcp, value: '812' }] }),
    ],
    ['a list for a body', 'application/json', '[]'],
  ])('refuses %s with 400 and keeps nothing', async (_, contentType, body) => {
    const { cookie } = await newWorld();
    const response = await post('/__demo/field-data', cookie, contentType, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'bad_report' } });
    expect((await reportsOf(cookie)).fieldData).toEqual([]);
  });

  it('refuses another content type (415) and a body above its limit (413)', async () => {
    const { cookie } = await newWorld();
    expect(
      (await post('/__demo/field-data', cookie, 'application/x-www-form-urlencoded', 'a=1')).status,
    ).toBe(415);
    const big = JSON.stringify({ metrics: Array.from({ length: 2000 }, () => lcp) });
    expect(big.length).toBeGreaterThan(MAX_REPORT_BYTES);
    expect((await post('/__demo/field-data', cookie, 'application/json', big)).status).toBe(413);
    expect((await reportsOf(cookie)).fieldData).toEqual([]);
  });
});

describe('CSP reports collector', () => {
  it("keeps the Reporting API's csp-violation reports and report-uri's", async () => {
    const { cookie } = await newWorld();
    const reportTo = [
      {
        type: 'csp-violation',
        age: 10,
        url: 'http://localhost:8080/panel/dashboard',
        user_agent: 'Chromium',
        body: {
          documentURL: 'http://localhost:8080/panel/dashboard',
          effectiveDirective: 'script-src-elem',
          blockedURL: 'inline',
          disposition: 'enforce',
          sample: 'window.x = 1',
        },
      },
      { type: 'deprecation', age: 1, url: 'http://localhost:8080/', body: { id: 'x' } },
    ];
    expect(
      (await post('/__demo/csp-reports', cookie, 'application/reports+json', JSON.stringify(reportTo)))
        .status,
    ).toBe(204);
    const reportUri = {
      'csp-report': {
        'document-uri': 'http://localhost:8080/panel/invoices',
        'effective-directive': 'style-src-elem',
        'blocked-uri': 'inline',
        disposition: 'enforce',
      },
    };
    expect(
      (await post('/__demo/csp-reports', cookie, 'application/csp-report', JSON.stringify(reportUri))).status,
    ).toBe(204);
    expect((await reportsOf(cookie)).csp).toEqual([
      {
        documentURL: 'http://localhost:8080/panel/dashboard',
        effectiveDirective: 'script-src-elem',
        blockedURL: 'inline',
        disposition: 'enforce',
        sample: 'window.x = 1',
        receivedAt: expect.any(String),
      },
      {
        documentURL: 'http://localhost:8080/panel/invoices',
        effectiveDirective: 'style-src-elem',
        blockedURL: 'inline',
        disposition: 'enforce',
        receivedAt: expect.any(String),
      },
    ]);
  });

  it.each([
    ['not JSON', 'application/csp-report', '{'],
    ['a report without its body', 'application/reports+json', JSON.stringify([{ type: 'csp-violation' }])],
    [
      'a violation without its directive',
      'application/csp-report',
      JSON.stringify({ 'csp-report': { 'document-uri': 'x' } }),
    ],
    ['neither shape', 'application/json', JSON.stringify({ report: 1 })],
  ])('refuses %s with 400 and keeps nothing', async (_, contentType, body) => {
    const { cookie } = await newWorld();
    expect((await post('/__demo/csp-reports', cookie, contentType, body)).status).toBe(400);
    expect((await reportsOf(cookie)).csp).toEqual([]);
  });
});
