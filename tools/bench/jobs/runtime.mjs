// The runtime rounds at CPU 4x: the signed-in dashboard of the portal, the floor's, the data floor's and, with
// `--baseline=<ref>`, that ref's portal, one after the other in each round (the order turning from round to round),
// a fresh context each run, the session seeded as the app stores it (the access/refresh/portal-token cookies). Per
// run: first contentful paint, "data on screen" (a portal: its amount due, `[aria-label="Total amount due"]`
// attached; the data floor: the same answer, its "Invoices due", shown; the floor: its static heading), the
// largest contentful paint, the long tasks before the data (the sum of the main thread's long tasks that start
// before data on screen) and the total blocking time (TBT: each long task's time beyond 50 ms, from first
// contentful paint until the main thread has been quiet for QUIET_MS after the data, at most CAP_MS after it). The
// ratios are of the portal's run and the other's in the same round (pairs), each with a 95 % bootstrap interval
// (numbers.mjs). With `--settings=both` the rounds run in each of four settings (protocol and viewport), one after
// the other, each with its own rows.
import { median, ms, pairedRatio, withInterval, withinLimit } from '../numbers.mjs';
import { buildUrls, CPU_RATE, log, options } from '../options.mjs';
import { openPage, withBrowser, withDemoApi } from '../servers.mjs';

/** The portal's data on screen, as the second harness of the start's review marked it: the amount due attached. */
const AMOUNT_DUE = '[aria-label="Total amount due"]';

/**
 * The data floor's equivalent: its first answer, the due invoices (from which the portal shows the amount due),
 * shown instead of its "…". Its `[data-ready]` (every answer shown) is later than the portal's amount due.
 */
const DATA_FLOOR_AMOUNT_DUE = `() => [...document.querySelectorAll('dt')].some(
  (dt) => dt.textContent === 'Invoices due' && dt.nextElementSibling && dt.nextElementSibling.textContent !== '…')`;

/** The quiet window that closes TBT's (Lighthouse's time to interactive asks 5 s) and its cap after the data. */
const QUIET_MS = 5_000;
const CAP_MS = 15_000;
/** A long task's time beyond this blocks input (TBT's threshold). */
const BLOCKING_MS = 50;

/**
 * Marks "data on screen" (`__benchDataAt`) the first time `selector` matches (or `test`, a function's source,
 * returns true) and the largest paint; the return-visit job marks the same.
 */
export const MARK_SCRIPT = (selector, test = null) => `
(() => {
  const selector = ${JSON.stringify(selector)};
  const test = ${test ?? 'null'};
  const check = () => {
    if (window.__benchDataAt == null && (test ? test() : document.querySelector(selector))) {
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

/** Keeps the main thread's long tasks (over 50 ms), from the document's start, as [start, duration]. */
const LONG_TASK_SCRIPT = `
(() => {
  window.__benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__benchLongTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
})();`;

/** One run, retried (twice) when the browser loses the page, as a loaded machine sometimes makes it. */
async function runtimeOnce(browser, target, viewport) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runtimeAttempt(browser, target, viewport);
    } catch (error) {
      if (attempt >= 3) throw error;
      log(`runtime run failed (${String(error).split('\n')[0]}), retrying`);
    }
  }
}

async function runtimeAttempt(browser, { url, cookies, selector, test }, viewport) {
  const context = await browser.newContext({
    // The bench's own certificate for localhost (servers.mjs).
    ignoreHTTPSErrors: true,
    serviceWorkers: 'block',
    viewport,
  });
  try {
    if (cookies) await context.addCookies(cookies);
    await context.addInitScript(MARK_SCRIPT(selector, test));
    await context.addInitScript(LONG_TASK_SCRIPT);
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
    // TBT's window closes once no long task has run for QUIET_MS after the data (or CAP_MS after it).
    await page.waitForFunction(
      ({ quiet, cap }) => {
        const now = performance.now();
        const lastEnd = Math.max(
          window.__benchDataAt,
          ...window.__benchLongTasks.map(([start, duration]) => start + duration),
        );
        return now - lastEnd >= quiet || now - window.__benchDataAt >= cap;
      },
      { quiet: QUIET_MS, cap: CAP_MS },
      { timeout: CAP_MS + 10_000, polling: 250 },
    );
    return page.evaluate(
      ({ quiet, cap, blocking }) => {
        const firstPaint = performance.getEntriesByName('first-contentful-paint')[0].startTime;
        // On screen means painted: never before the first contentful paint.
        const dataAt = Math.max(window.__benchDataAt, firstPaint);
        const tasks = window.__benchLongTasks;
        // The window closes at the end of the last long task that follows the data (or another such task) by
        // less than the quiet window, as Lighthouse's time to interactive; at the latest, the cap after the data.
        let quietFrom = dataAt;
        for (const [start, duration] of [...tasks].sort((x, y) => x[0] - y[0])) {
          if (start + duration <= quietFrom) continue;
          if (start - quietFrom >= quiet) break;
          quietFrom = start + duration;
        }
        const windowEnd = Math.min(quietFrom, dataAt + cap);
        // Lighthouse's sum: each task clipped to the window, its part beyond 50 ms.
        const tbt = tasks
          .map(([start, duration]) => Math.min(start + duration, windowEnd) - Math.max(start, firstPaint))
          .reduce((sum, clipped) => sum + Math.max(0, clipped - blocking), 0);
        return {
          firstPaintMs: Math.round(firstPaint),
          dataOnScreenMs: Math.round(dataAt),
          lcpMs: window.__benchLcp == null ? null : Math.round(window.__benchLcp),
          longTasksBeforeDataMs: Math.round(
            tasks.filter(([start]) => start < dataAt).reduce((sum, [, duration]) => sum + duration, 0),
          ),
          tbtMs: Math.round(tbt),
          finalUrl: location.pathname,
          heading: document.querySelector('h1')?.textContent ?? '',
        };
      },
      { quiet: QUIET_MS, cap: CAP_MS, blocking: BLOCKING_MS },
    );
  } finally {
    await context.close();
  }
}

/** The sides of a round in one protocol: the portal first in the list; the baseline only with `--baseline`. */
function sidesOf(cookies, protocol) {
  const dashboard = '/panel/dashboard';
  const urls = buildUrls(protocol);
  const sides = {
    portal: { url: `${urls.portal}${dashboard}`, cookies, selector: AMOUNT_DUE, portal: true },
    floor: { url: `${urls.floor}${dashboard}`, cookies: null, selector: 'h1' },
    dataFloor: { url: `${urls.dataFloor}${dashboard}`, cookies, selector: null, test: DATA_FLOOR_AMOUNT_DUE },
  };
  if (options.baseline)
    sides.baseline = { url: `${urls.baseline}${dashboard}`, cookies, selector: AMOUNT_DUE, portal: true };
  return sides;
}

const MEASURES = ['firstPaintMs', 'dataOnScreenMs', 'lcpMs', 'longTasksBeforeDataMs', 'tbtMs'];

/** One setting's rounds: its protocol's builds at its viewport. */
async function runtimeRounds(browser, cookies, setting) {
  const sides = sidesOf(cookies, setting.protocol);
  const names = Object.keys(sides);
  // One warm-up of each (disk cache of the OS, JIT of the servers), then the measured rounds.
  for (const name of names) await runtimeOnce(browser, sides[name], setting.viewport);
  const runs = Object.fromEntries(names.map((name) => [name, []]));
  for (let i = 0; i < options.runtimePairs; i++) {
    const order = names.map((_, k) => names[(k + i) % names.length]);
    for (const name of order) {
      const side = sides[name];
      const result = await runtimeOnce(browser, side, setting.viewport);
      if (side.portal && !result.finalUrl.startsWith('/panel/dashboard'))
        throw new Error(
          `the ${name} run ended on ${result.finalUrl}, not the dashboard (session not accepted?)`,
        );
      // Translations must survive tree shaking (the libs' i18n side effects): a raw key as heading means lost.
      if (/^[a-z]+(\.[a-zA-Z]+)+$/.test(result.heading))
        throw new Error(`untranslated heading "${result.heading}" (${name})`);
      runs[name].push(result);
      log(
        `runtime ${setting.name} ${name}: first paint ${result.firstPaintMs} ms, data ${result.dataOnScreenMs} ms, ` +
          `LCP ${result.lcpMs} ms, long tasks before data ${result.longTasksBeforeDataMs} ms, TBT ${result.tbtMs} ms`,
      );
    }
  }
  const summary = (list) => ({
    ...Object.fromEntries(MEASURES.map((m) => [m, median(list.map((r) => r[m]))])),
    runs: list.map((r) => MEASURES.map((m) => r[m])),
  });
  const against = (other) =>
    Object.fromEntries(
      MEASURES.map((m) => [
        m.replace(/Ms$/, ''),
        pairedRatio(
          runs.portal.map((r) => r[m]),
          runs[other].map((r) => r[m]),
          options.resamples,
        ),
      ]),
    );
  return {
    setting: setting.name,
    protocol: setting.protocol,
    viewport: setting.viewport,
    ...Object.fromEntries(names.map((name) => [name, summary(runs[name])])),
    ratio: Object.fromEntries(names.filter((n) => n !== 'portal').map((name) => [name, against(name)])),
  };
}

/** The measures held against the baseline: their labels, keys and goals (`null`: shown, no goal). */
const AGAINST_BASELINE = [
  ['first paint', 'firstPaint', null],
  ['data on screen', 'dataOnScreen', 1.0],
  ['LCP', 'lcp', 1.0],
  ['long tasks before data', 'longTasksBeforeData', 1.0],
  ['TBT', 'tbt', 1.0],
];

/** One setting's rows; "CPU 4x, h2 412x823" names it. */
function settingRows(s) {
  const at = `CPU 4x, ${s.setting}`;
  const row = (label, key, other, otherName, goal) => [
    `dashboard ${label}, ${at} / ${otherName}`,
    ms(s.portal[`${key}Ms`]),
    ms(s[other][`${key}Ms`]),
    withInterval(s.ratio[other][key]),
    goal,
  ];
  return [
    row('first paint', 'firstPaint', 'floor', 'floor', '≤ 1.0'),
    row('data on screen', 'dataOnScreen', 'floor', 'floor', '≤ 1.0'),
    row('data on screen', 'dataOnScreen', 'dataFloor', 'data floor', '≤ 0.8'),
    row('long tasks before data', 'longTasksBeforeData', 'dataFloor', 'data floor', '(shown)'),
    row('TBT', 'tbt', 'dataFloor', 'data floor', '(shown)'),
    ...(s.baseline
      ? AGAINST_BASELINE.map(([label, key, goal]) =>
          row(
            label,
            key,
            'baseline',
            `baseline ${options.baseline}`,
            goal === null ? '(shown)' : `≤ ${goal.toFixed(1)}`,
          ),
        )
      : []),
  ];
}

function settingGoals(s) {
  return [
    {
      measure: `dashboard data on screen, ${s.setting} / the data floor (the interval must not lie above 0.8)`,
      value: withInterval(s.ratio.dataFloor.dataOnScreen),
      goal: '≤ 0.8',
      met: withinLimit(s.ratio.dataFloor.dataOnScreen, 0.8),
    },
    ...(s.baseline
      ? AGAINST_BASELINE.filter(([, , goal]) => goal !== null).map(([label, key, goal]) => ({
          measure: `dashboard ${label}, ${s.setting} / the baseline (the interval must not lie above ${goal.toFixed(1)})`,
          value: withInterval(s.ratio.baseline[key]),
          goal: `≤ ${goal.toFixed(1)}`,
          met: withinLimit(s.ratio.baseline[key], goal),
        }))
      : []),
  ];
}

export default {
  name: 'runtime',
  browser: true,
  run: () =>
    withDemoApi({}, (cookies) =>
      withBrowser(async (browser) => {
        const settings = [];
        for (const setting of options.settings) settings.push(await runtimeRounds(browser, cookies, setting));
        return {
          cpuThrottling: CPU_RATE,
          rounds: options.runtimePairs,
          window: { quietMs: QUIET_MS, capMs: CAP_MS, blockingMs: BLOCKING_MS },
          settings,
        };
      }),
    ),
  rows: (r) => r.settings.flatMap(settingRows),
  goals: (r) => r.settings.flatMap(settingGoals),
};
