// The return visit: a student who has used the portal on this device opens it again. Per run, a fresh context with
// the service worker allowed and the session seeded as runtime.mjs seeds it: a first visit to the dashboard, until
// its data is on screen, the worker controls the page and the portal has kept its answers (IndexedDB `portal-kept`);
// then the same context opens the dashboard again in a new page, and that visit's "data on screen" is measured with
// runtime.mjs's mark. The data floor makes the same two visits: it keeps nothing, so its return waits for the
// network, which is what the portal is held against. Two conditions, CPU 4x both: 150 ms added to every API request
// (a phone's network) and none. The portal is served on its own port with its worker (the other jobs' servers refuse
// it: their visits are first visits), so chromium is told to accept the bench's certificate for the worker's script.
import { existsSync } from 'node:fs';
import { median, ms, pairedRatio, withInterval, withinLimit } from '../numbers.mjs';
import {
  API_URL,
  CPU_RATE,
  DATA_FLOOR_URL,
  log,
  options,
  paths,
  ports,
  RETURN_BASELINE_URL,
  RETURN_PORTAL_URL,
} from '../options.mjs';
import { openPage, serveStatic, withBrowser, withDemoApi } from '../servers.mjs';
import { MARK_SCRIPT } from './runtime.mjs';

const CONDITIONS = [
  { key: 'latency', label: '150 ms a request, CPU 4x', latencyMs: 150, goal: 0.4 },
  { key: 'noLatency', label: 'CPU 4x', latencyMs: 0, goal: 0.6 },
];

/** How long the first visit may take to keep its answers (the portal writes them within about 2 s of idle time). */
const KEPT_TIMEOUT_MS = 10_000;
const NOTHING_KEPT = 'nothing kept';

/** The entries of every object store of IndexedDB `portal-kept`, 0 when it does not exist (never creating it). */
const countKept = async () => {
  if (!(await indexedDB.databases()).some((db) => db.name === 'portal-kept')) return 0;
  const db = await new Promise((resolve, reject) => {
    const request = indexedDB.open('portal-kept');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  try {
    const stores = [...db.objectStoreNames];
    if (stores.length === 0) return 0;
    const transaction = db.transaction(stores, 'readonly');
    const counts = await Promise.all(
      stores.map(
        (name) =>
          new Promise((resolve, reject) => {
            const request = transaction.objectStore(name).count();
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          }),
      ),
    );
    return counts.reduce((a, b) => a + b, 0);
  } finally {
    db.close();
  }
};

/** Opens `url` in a new page of `context` at CPU 4x and returns its "data on screen", as runtime.mjs reads it. */
async function visit(context, url) {
  const page = await openPage(context);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__benchDataAt != null, null, { timeout: 60_000, polling: 50 });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
    timeout: 10_000,
  });
  const { dataOnScreenMs, finalUrl } = await page.evaluate(() => ({
    // On screen means painted: never before the first contentful paint.
    dataOnScreenMs: Math.round(
      Math.max(window.__benchDataAt, performance.getEntriesByName('first-contentful-paint')[0].startTime),
    ),
    finalUrl: location.pathname,
  }));
  if (!finalUrl.startsWith('/panel/dashboard'))
    throw new Error(`the visit of ${url} ended on ${finalUrl}, not the dashboard (session not accepted?)`);
  return { page, dataOnScreenMs };
}

async function twoVisits(browser, { url, cookies, selector, worker, kept }, latencyMs) {
  const context = await browser.newContext({
    // The bench's own certificate for localhost (servers.mjs).
    ignoreHTTPSErrors: true,
    serviceWorkers: 'allow',
    viewport: { width: 412, height: 823 },
  });
  try {
    await context.addCookies(cookies);
    await context.addInitScript(MARK_SCRIPT(selector));
    // Routing turns chromium's HTTP cache off; no side uses it (the static server's files are no-cache, without a
    // validator), the portal's code comes from the worker's cache.
    if (latencyMs > 0)
      await context.route(`${API_URL}/**`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, latencyMs));
        await route.continue();
      });
    const first = await visit(context, url);
    if (worker)
      await first.page
        // Installing precaches every chunk, which a loaded machine at CPU 4x takes its time over.
        .waitForFunction(() => navigator.serviceWorker.controller != null, null, { timeout: 30_000 })
        .catch(() => {
          throw new Error(`no service worker controls ${url} 30 s after its data was on screen`);
        });
    if (kept) {
      const start = Date.now();
      while ((await first.page.evaluate(countKept)) === 0) {
        if (Date.now() - start > KEPT_TIMEOUT_MS)
          throw new Error(
            `${NOTHING_KEPT}: IndexedDB portal-kept has no entries ${KEPT_TIMEOUT_MS / 1000} s after the first ` +
              `visit's data was on screen and its worker in control (${url}): a return visit would find nothing`,
          );
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    await first.page.close();
    const again = await visit(context, url);
    return { firstMs: first.dataOnScreenMs, returnMs: again.dataOnScreenMs };
  } finally {
    await context.close();
  }
}

/** One run, retried (twice) when the browser loses the page; never when nothing was kept (that is the finding). */
async function twoVisitsOnce(browser, side, latencyMs) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await twoVisits(browser, side, latencyMs);
    } catch (error) {
      if (attempt >= 3 || String(error.message).startsWith(NOTHING_KEPT)) throw error;
      log(`return-visit run failed (${String(error).split('\n')[0]}), retrying`);
    }
  }
}

async function rounds(browser, cookies) {
  const dashboard = '/panel/dashboard';
  // The amount due's figure (ui's Statistic) and the data floor's every answer shown, as runtime.mjs waits for.
  const sides = {
    portal: {
      url: `${RETURN_PORTAL_URL}${dashboard}`,
      selector: '.ui-statistic-value',
      worker: true,
      kept: true,
    },
    dataFloor: { url: `${DATA_FLOOR_URL}${dashboard}`, selector: '[data-ready]', worker: false, kept: false },
  };
  // The baseline's worker serves its code; its answers are kept only if that ref keeps any, so not waited for.
  if (options.baseline)
    sides.baseline = { ...sides.portal, url: `${RETURN_BASELINE_URL}${dashboard}`, kept: false };
  for (const side of Object.values(sides)) side.cookies = cookies;
  const names = Object.keys(sides);
  // One warm-up of each (disk cache of the OS, JIT of the servers), then the measured rounds.
  for (const name of names) await twoVisitsOnce(browser, sides[name], 0);
  const result = { cpuThrottling: CPU_RATE, rounds: options.runtimePairs };
  for (const { key, latencyMs } of CONDITIONS) {
    const runs = Object.fromEntries(names.map((name) => [name, []]));
    for (let i = 0; i < options.runtimePairs; i++) {
      for (const name of names.map((_, k) => names[(k + i) % names.length])) {
        const run = await twoVisitsOnce(browser, sides[name], latencyMs);
        runs[name].push(run);
        log(`return visit (${key}) ${name}: first ${run.firstMs} ms, return ${run.returnMs} ms`);
      }
    }
    const against = (other, measure) =>
      pairedRatio(
        runs.portal.map((r) => r[measure]),
        runs[other].map((r) => r[measure]),
        options.resamples,
      );
    result[key] = {
      latencyMs,
      ...Object.fromEntries(
        names.map((name) => [
          name,
          {
            firstMs: median(runs[name].map((r) => r.firstMs)),
            returnMs: median(runs[name].map((r) => r.returnMs)),
            runs: runs[name].map((r) => [r.firstMs, r.returnMs]),
          },
        ]),
      ),
      ratio: Object.fromEntries(
        names
          .filter((name) => name !== 'portal')
          .map((name) => [name, { first: against(name, 'firstMs'), return: against(name, 'returnMs') }]),
      ),
    };
  }
  return result;
}

async function run() {
  const servers = [await serveStatic(paths.portalDist, ports.returnPortal, { serviceWorker: true })];
  if (options.baseline && existsSync(paths.baselineDist))
    servers.push(await serveStatic(paths.baselineDist, ports.returnBaseline, { serviceWorker: true }));
  try {
    return await withDemoApi({}, (cookies) =>
      // The worker's script is refused on a certificate error, which ignoreHTTPSErrors does not lift.
      withBrowser((browser) => rounds(browser, cookies), { args: ['--ignore-certificate-errors'] }),
    );
  } finally {
    for (const server of servers) server.close();
  }
}

export default {
  name: 'return-visit',
  browser: true,
  run,
  rows: (r) =>
    CONDITIONS.flatMap(({ key, label, goal }) => [
      [
        `return visit: dashboard data on screen (${label}) / data floor`,
        ms(r[key].portal.returnMs),
        ms(r[key].dataFloor.returnMs),
        withInterval(r[key].ratio.dataFloor.return),
        `≤ ${goal}`,
      ],
      [
        `  its first visit (${label}) / data floor`,
        ms(r[key].portal.firstMs),
        ms(r[key].dataFloor.firstMs),
        withInterval(r[key].ratio.dataFloor.first),
        '(shown)',
      ],
      ...(r[key].baseline
        ? [
            [
              `return visit: dashboard data on screen (${label}) / baseline ${options.baseline}`,
              ms(r[key].portal.returnMs),
              ms(r[key].baseline.returnMs),
              withInterval(r[key].ratio.baseline.return),
              '(shown)',
            ],
          ]
        : []),
    ]),
  goals: (r) =>
    CONDITIONS.map(({ key, label, goal }) => ({
      measure: `return visit: dashboard data on screen (${label}) / the data floor (the interval must not lie above ${goal})`,
      value: withInterval(r[key].ratio.dataFloor.return),
      goal: `≤ ${goal}`,
      met: withinLimit(r[key].ratio.dataFloor.return, goal),
    })),
};
