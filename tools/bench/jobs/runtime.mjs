// The runtime rounds at CPU 4x: the signed-in dashboard of the portal, the floor's, the data floor's and, with
// `--baseline=<ref>`, that ref's portal, one after the other in each round (the order turning from round to round),
// a fresh context each run, the session seeded as the app stores it (the access/refresh/portal-token cookies). Per
// run: first contentful paint, "data on screen" (a portal: the dashboard's amount due; the data floor: every answer
// shown, `[data-ready]`; the floor: its static heading) and the largest contentful paint. The ratios are of the
// portal's run and the other's in the same round (pairs), each with a 95 % bootstrap interval (numbers.mjs).
import { median, ms, pairedRatio, withInterval, withinLimit } from '../numbers.mjs';
import { BASELINE_URL, CPU_RATE, DATA_FLOOR_URL, FLOOR_URL, log, options, PORTAL_URL } from '../options.mjs';
import { openPage, withBrowser, withDemoApi } from '../servers.mjs';

/** Marks "data on screen" (`__benchDataAt`) and the largest paint; the return-visit job marks the same. */
export const MARK_SCRIPT = (selector) => `
(() => {
  const selector = ${JSON.stringify(selector)};
  const check = () => {
    if (window.__benchDataAt == null && document.querySelector(selector)) {
      window.__benchDataAt = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__benchLcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();`;

/** One run, retried (twice) when the browser loses the page, as a loaded machine sometimes makes it. */
async function runtimeOnce(browser, target) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runtimeAttempt(browser, target);
    } catch (error) {
      if (attempt >= 3) throw error;
      log(`runtime run failed (${String(error).split('\n')[0]}), retrying`);
    }
  }
}

async function runtimeAttempt(browser, { url, cookies, selector }) {
  const context = await browser.newContext({
    // The bench's own certificate for localhost (servers.mjs).
    ignoreHTTPSErrors: true,
    serviceWorkers: 'block',
    viewport: { width: 412, height: 823 },
  });
  try {
    if (cookies) await context.addCookies(cookies);
    await context.addInitScript(MARK_SCRIPT(selector));
    const page = await openPage(context);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__benchDataAt != null, null, { timeout: 60_000, polling: 50 });
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
      null,
      { timeout: 10_000 },
    );
    // The largest paint may come after the data (the banner's picture): read it once the network has settled.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    return page.evaluate(() => {
      const firstPaint = performance.getEntriesByName('first-contentful-paint')[0].startTime;
      return {
        firstPaintMs: Math.round(firstPaint),
        // On screen means painted: never before the first contentful paint.
        dataOnScreenMs: Math.round(Math.max(window.__benchDataAt, firstPaint)),
        lcpMs: window.__benchLcp == null ? null : Math.round(window.__benchLcp),
        finalUrl: location.pathname,
        heading: document.querySelector('h1')?.textContent ?? '',
      };
    });
  } finally {
    await context.close();
  }
}

/** The sides of a round: the portal first in the list; the baseline only with `--baseline`. */
function sidesOf(cookies) {
  const dashboard = '/panel/dashboard';
  const sides = {
    // The amount due's figure (ui's Statistic): the dashboard's data on screen.
    portal: { url: `${PORTAL_URL}${dashboard}`, cookies, selector: '.ui-statistic-value', portal: true },
    floor: { url: `${FLOOR_URL}${dashboard}`, cookies: null, selector: 'h1' },
    dataFloor: { url: `${DATA_FLOOR_URL}${dashboard}`, cookies, selector: '[data-ready]' },
  };
  if (options.baseline)
    sides.baseline = {
      url: `${BASELINE_URL}${dashboard}`,
      cookies,
      selector: '.ui-statistic-value',
      portal: true,
    };
  return sides;
}

async function runtimeRounds(browser, cookies) {
  const sides = sidesOf(cookies);
  const names = Object.keys(sides);
  // One warm-up of each (disk cache of the OS, JIT of the servers), then the measured rounds.
  for (const name of names) await runtimeOnce(browser, sides[name]);
  const runs = Object.fromEntries(names.map((name) => [name, []]));
  for (let i = 0; i < options.runtimePairs; i++) {
    const order = names.map((_, k) => names[(k + i) % names.length]);
    for (const name of order) {
      const side = sides[name];
      const result = await runtimeOnce(browser, side);
      if (side.portal && !result.finalUrl.startsWith('/panel/dashboard'))
        throw new Error(
          `the ${name} run ended on ${result.finalUrl}, not the dashboard (session not accepted?)`,
        );
      // Translations must survive tree shaking (the libs' i18n side effects): a raw key as heading means lost.
      if (/^[a-z]+(\.[a-zA-Z]+)+$/.test(result.heading))
        throw new Error(`untranslated heading "${result.heading}" (${name})`);
      runs[name].push(result);
      log(
        `runtime ${name}: first paint ${result.firstPaintMs} ms, data ${result.dataOnScreenMs} ms, LCP ${result.lcpMs} ms`,
      );
    }
  }
  const measures = ['firstPaintMs', 'dataOnScreenMs', 'lcpMs'];
  const summary = (list) => ({
    ...Object.fromEntries(measures.map((m) => [m, median(list.map((r) => r[m]))])),
    runs: list.map((r) => [r.firstPaintMs, r.dataOnScreenMs, r.lcpMs]),
  });
  const against = (other) =>
    Object.fromEntries(
      measures.map((m) => [
        m.replace(/Ms$/, ''),
        pairedRatio(
          runs.portal.map((r) => r[m]),
          runs[other].map((r) => r[m]),
          options.resamples,
        ),
      ]),
    );
  return {
    cpuThrottling: CPU_RATE,
    rounds: options.runtimePairs,
    ...Object.fromEntries(names.map((name) => [name, summary(runs[name])])),
    ratio: Object.fromEntries(names.filter((n) => n !== 'portal').map((name) => [name, against(name)])),
  };
}

export default {
  name: 'runtime',
  browser: true,
  run: () => withDemoApi({}, (cookies) => withBrowser((browser) => runtimeRounds(browser, cookies))),
  rows: (r) => [
    [
      'dashboard first paint, CPU 4x (median) / floor',
      ms(r.portal.firstPaintMs),
      ms(r.floor.firstPaintMs),
      withInterval(r.ratio.floor.firstPaint),
      '≤ 1.0',
    ],
    [
      'dashboard data on screen, CPU 4x / floor',
      ms(r.portal.dataOnScreenMs),
      ms(r.floor.dataOnScreenMs),
      withInterval(r.ratio.floor.dataOnScreen),
      '≤ 1.0',
    ],
    [
      'dashboard data on screen, CPU 4x / data floor',
      ms(r.portal.dataOnScreenMs),
      ms(r.dataFloor.dataOnScreenMs),
      withInterval(r.ratio.dataFloor.dataOnScreen),
      '≤ 0.8',
    ],
    ...(r.baseline
      ? [
          ['first paint', 'firstPaint', '(shown)'],
          ['data on screen', 'dataOnScreen', '≤ 1.0'],
          ['LCP', 'lcp', '≤ 1.0'],
        ].map(([label, key, goal]) => [
          `dashboard ${label}, CPU 4x / baseline ${options.baseline}`,
          ms(r.portal[`${key}Ms`]),
          ms(r.baseline[`${key}Ms`]),
          withInterval(r.ratio.baseline[key]),
          goal,
        ])
      : []),
  ],
  goals: (r) => [
    {
      measure: 'dashboard data on screen / the data floor (the interval must not lie above 0.8)',
      value: withInterval(r.ratio.dataFloor.dataOnScreen),
      goal: '≤ 0.8',
      met: withinLimit(r.ratio.dataFloor.dataOnScreen, 0.8),
    },
    ...(r.baseline
      ? [
          ['data on screen', 'dataOnScreen'],
          ['LCP', 'lcp'],
        ].map(([label, key]) => ({
          measure: `dashboard ${label} / the baseline (the interval must not lie above 1.0)`,
          value: withInterval(r.ratio.baseline[key]),
          goal: '≤ 1.0',
          met: withinLimit(r.ratio.baseline[key], 1.0),
        }))
      : []),
  ],
};
