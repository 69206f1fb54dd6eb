// The field data as the demo back end collects it (the portal's beacons at page hide, apps/portal/src/app/field-data),
// after the other jobs: a few visits at CPU 4x, each landing on the dashboard and going on to the invoices, then the
// 75th percentile (as CrUX reports) per route and measure, in the table and as a page of bars, tmp/bench/field.html.
// It shows what a real collector would receive from this build; the goals stay the runtime job's.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ms } from '../numbers.mjs';
import { API_URL, CPU_RATE, log, options, PORTAL_URL, root } from '../options.mjs';
import { openPage, withBrowser, withDemoApi } from '../servers.mjs';

const REPORT_FILE = join(root, 'tmp', 'bench', 'field.html');
const COLLECTOR_STARTED = 'portal:field-data-started';
const MEASURES = ['TTFB', 'LCP', 'data-on-screen', 'INP', 'CLS'];

/** The nearest-rank 75th percentile. */
function p75(values) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1];
}

const collectorStarted = (page) =>
  page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, COLLECTOR_STARTED, {
    timeout: 30_000,
  });

/** One visit: the dashboard, then the invoices list, then away (each page's hide sends its beacon). */
async function visit(browser, cookies) {
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    serviceWorkers: 'block',
    viewport: { width: 412, height: 823 },
  });
  try {
    await context.addCookies(cookies);
    const page = await openPage(context);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    await page.goto(`${PORTAL_URL}/panel/dashboard`);
    await collectorStarted(page);
    await page.goto(`${PORTAL_URL}/panel/invoices`);
    await collectorStarted(page);
    await page.goto('about:blank');
  } finally {
    await context.close();
  }
}

async function fieldData(browser, cookies) {
  for (let i = 0; i < options.runtimePairs; i++) await visit(browser, cookies);
  // The last beacon may still be on its way.
  for (let attempt = 0; attempt < 20; attempt++) {
    const { data } = await (await fetch(`${API_URL}/__demo/reports`)).json();
    const lastRoute = data.fieldData.filter((metric) => metric.route === '/panel/invoices');
    if (lastRoute.length >= options.runtimePairs || attempt === 19) return data.fieldData;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return [];
}

/** `{ [route]: { [measure]: { p75, count } } }` */
function summarise(metrics) {
  const byRoute = {};
  for (const { route, name, value } of metrics) ((byRoute[route] ??= {})[name] ??= []).push(value);
  return Object.fromEntries(
    Object.entries(byRoute).map(([route, measures]) => [
      route,
      Object.fromEntries(
        Object.entries(measures).map(([name, values]) => [name, { p75: p75(values), count: values.length }]),
      ),
    ]),
  );
}

const escape = (text) => String(text).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const shown = (name, value) => (name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`);

/** One bar chart per measure, a bar per route, scaled to the measure's largest p75. */
function page(summary) {
  const charts = MEASURES.map((name) => {
    const bars = Object.entries(summary)
      .filter(([, measures]) => measures[name])
      .map(([route, measures]) => ({ route, ...measures[name] }));
    if (bars.length === 0) return '';
    const most = Math.max(...bars.map((bar) => bar.p75), name === 'CLS' ? 0.001 : 1);
    const rows = bars
      .map(
        (bar, i) =>
          `<text x="0" y="${i * 28 + 18}">${escape(bar.route)}</text>` +
          `<rect x="200" y="${i * 28 + 4}" width="${Math.max(1, (bar.p75 / most) * 360)}" height="20" fill="#f47b20"/>` +
          `<text x="${Math.max(1, (bar.p75 / most) * 360) + 206}" y="${i * 28 + 18}">${shown(name, bar.p75)} (n=${bar.count})</text>`,
      )
      .join('');
    return `<h2>${name}, p75</h2><svg role="img" aria-label="${name} p75 per route" width="720" height="${bars.length * 28 + 8}">${rows}</svg>`;
  }).join('\n');
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Field data, p75 per route</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem}svg text{font:13px system-ui,sans-serif}</style>
<h1>Field data, p75 per route</h1><p>The portal's beacons as the demo back end collected them (bench visits at CPU ${CPU_RATE}x).</p>
${charts}</html>\n`;
}

export default {
  name: 'field',
  browser: true,
  run: async () => {
    const metrics = await withDemoApi({}, (cookies) => withBrowser((browser) => fieldData(browser, cookies)));
    const summary = summarise(metrics);
    mkdirSync(dirname(REPORT_FILE), { recursive: true });
    writeFileSync(REPORT_FILE, page(summary));
    log(`field data: ${metrics.length} measures, p75 per route in ${REPORT_FILE}`);
    return { visits: options.runtimePairs, p75: summary };
  },
  rows: (r) =>
    Object.entries(r.p75).flatMap(([route, measures]) =>
      MEASURES.filter((name) => measures[name]).map((name) => [
        `field p75 ${name} ${route}`,
        name === 'CLS' ? measures[name].p75.toFixed(3) : ms(Math.round(measures[name].p75)),
        '–',
        '–',
        '–',
      ]),
    ),
};
