// Growth: does a page's cost follow the student's history? The bench's portal build against the demo API seeded with
// 10, 5,000 and 50,000 invoices for Ana Silva (DEMO_INVOICE_COUNT); each page opened in a fresh context at CPU 4x:
// the bytes of the API answers it receives (the sum, and the largest one) and the time until its data is on screen.
// The ratio 50,000 / 10 says how much of the cost follows the history (goals: no answer over 50 KB at 50,000, a
// ratio ≤ 1.5 for bytes and ≤ 1.2 for time).
import { kb, median, ms, round } from '../numbers.mjs';
import { API_URL, CPU_RATE, log, options, PORTAL_URL } from '../options.mjs';
import { openPage, withBrowser, withDemoApi } from '../servers.mjs';

const COUNTS = [10, 5_000, 50_000];
const MAX_ANSWER_BYTES = 50 * 1024;
const GOAL_BYTES_RATIO = 1.5;
const GOAL_TIME_RATIO = 1.2;

/** The pages measured, and what on each means "its data is on screen". */
const PAGES = [
  // The amount due: the dashboard's figures (its totals and next invoices due arrive in one answer).
  { name: 'dashboard', path: '/panel/dashboard', selector: 'main .ui-statistic-value' },
  // The balance and the pay form's invoice picker (its first page of choices is asked for as it appears).
  { name: 'wallet', path: '/panel/wallet', selector: 'main .ant-select' },
  // The first rows of the list, at a desktop's width (its table).
  {
    name: 'invoices',
    path: '/panel/invoices',
    selector: 'main .ant-table-tbody tr.ant-table-row',
    viewport: { width: 1280, height: 900 },
  },
  // The shop's categories for the newest booking.
  { name: 'shop', path: '/panel/shops', selector: 'main a[href^="/panel/shops/"]' },
];

/** Marks, from the first byte on, the moment `selector` is in the document. */
const markScript = (selector) => `
(() => {
  const check = () => {
    if (window.__benchDataAt == null && document.querySelector(${JSON.stringify(selector)})) {
      window.__benchDataAt = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;

/** One visit of a page in a fresh context: the API answers it received, and when its data was on screen. */
async function visit(browser, cookies, page) {
  const context = await browser.newContext({
    // The bench's own certificate for localhost (servers.mjs).
    ignoreHTTPSErrors: true,
    serviceWorkers: 'block',
    viewport: page.viewport ?? { width: 412, height: 823 },
  });
  try {
    await context.addCookies(cookies);
    await context.addInitScript(markScript(page.selector));
    const tab = await openPage(context);
    const answers = [];
    tab.on('response', (response) => {
      if (!response.url().startsWith(API_URL) || response.request().method() === 'OPTIONS') return;
      answers.push(
        response
          .body()
          .then((body) => ({ url: response.url().slice(API_URL.length), bytes: body.length }))
          .catch(() => null),
      );
    });
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    await tab.goto(`${PORTAL_URL}${page.path}`, { waitUntil: 'commit' });
    await tab.waitForFunction(() => window.__benchDataAt != null, null, { timeout: 90_000, polling: 50 });
    await tab.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
      timeout: 10_000,
    });
    const dataOnScreenMs = await tab.evaluate(() =>
      Math.round(
        Math.max(window.__benchDataAt, performance.getEntriesByName('first-contentful-paint')[0].startTime),
      ),
    );
    // What the page asks for once its data is in (a picker's first page) counts too: the network quiet, a moment
    // for effects that start later, then quiet again.
    await tab.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await tab.waitForTimeout(2_000);
    await tab.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    const received = (await Promise.all(answers)).filter(Boolean);
    return {
      dataOnScreenMs,
      apiBytes: received.reduce((sum, answer) => sum + answer.bytes, 0),
      largest: received.reduce((top, answer) => (answer.bytes > (top?.bytes ?? -1) ? answer : top), null),
    };
  } finally {
    await context.close();
  }
}

async function measureCount(browser, cookies, count, runs) {
  const rows = {};
  for (const page of PAGES) {
    // One visit first, unmeasured: the demo API sorts a list the first time it is asked for in an order.
    await visit(browser, cookies, page);
    const visits = [];
    for (let i = 0; i < runs; i++) visits.push(await visit(browser, cookies, page));
    const largest = visits.reduce(
      (top, run) => (run.largest && run.largest.bytes > (top?.bytes ?? -1) ? run.largest : top),
      null,
    );
    rows[page.name] = {
      dataOnScreenMs: median(visits.map((run) => run.dataOnScreenMs)),
      apiBytes: median(visits.map((run) => run.apiBytes)),
      largestAnswer: largest,
      runs: visits.map((run) => [run.dataOnScreenMs, run.apiBytes]),
    };
    log(
      `growth: ${count} invoices, ${page.name}: data on screen ${rows[page.name].dataOnScreenMs} ms, API ` +
        `${rows[page.name].apiBytes} B (largest ${largest?.bytes ?? 0} B ${largest?.url ?? ''})`,
    );
  }
  return rows;
}

/** Per page: the figures at the fewest and the most invoices, and their ratios. */
function perPage(result) {
  const first = COUNTS[0];
  const last = COUNTS.at(-1);
  return PAGES.map(({ name }) => {
    const at = (count) => result.byCount[count]?.[name];
    return {
      name,
      at,
      largest: at(last)?.largestAnswer ?? null,
      bytesRatio: round(at(last)?.apiBytes / at(first)?.apiBytes),
      timeRatio: round(at(last)?.dataOnScreenMs / at(first)?.dataOnScreenMs),
    };
  });
}

export default {
  name: 'growth',
  browser: true,
  async run() {
    const runs = options.quick ? 1 : 3;
    const result = { counts: COUNTS, runs, cpuThrottling: CPU_RATE, byCount: {} };
    await withBrowser(async (browser) => {
      for (const count of COUNTS)
        result.byCount[count] = await withDemoApi({ DEMO_INVOICE_COUNT: String(count) }, (cookies) =>
          measureCount(browser, cookies, count, runs),
        );
    });
    return result;
  },
  rows: (result) =>
    perPage(result).flatMap(({ name, at, largest, bytesRatio, timeRatio }) => [
      [
        `growth ${name}: API bytes @${COUNTS.join(' / ')} (largest @${COUNTS.at(-1)})`,
        `${COUNTS.map((count) => kb(at(count)?.apiBytes)).join(' / ')} (${kb(largest?.bytes)})`,
        '',
        `${bytesRatio ?? '–'}`,
        `≤ ${GOAL_BYTES_RATIO}, largest ≤ 50 KB`,
      ],
      [
        `growth ${name}: data on screen @${COUNTS.join(' / ')}`,
        COUNTS.map((count) => ms(at(count)?.dataOnScreenMs)).join(' / '),
        '',
        `${timeRatio ?? '–'}`,
        `≤ ${GOAL_TIME_RATIO}`,
      ],
    ]),
  goals: (result) =>
    perPage(result).flatMap(({ name, largest, bytesRatio, timeRatio }) => [
      {
        measure: `growth ${name}: largest API answer at ${COUNTS.at(-1)} invoices`,
        value: kb(largest?.bytes),
        goal: '≤ 50 KB',
        met: largest != null && largest.bytes <= MAX_ANSWER_BYTES,
      },
      {
        measure: `growth ${name}: API bytes ${COUNTS.at(-1)} / ${COUNTS[0]}`,
        value: bytesRatio,
        goal: `≤ ${GOAL_BYTES_RATIO}`,
        met: bytesRatio != null && bytesRatio <= GOAL_BYTES_RATIO,
      },
      {
        measure: `growth ${name}: data on screen ${COUNTS.at(-1)} / ${COUNTS[0]}`,
        value: timeRatio,
        goal: `≤ ${GOAL_TIME_RATIO}`,
        met: timeRatio != null && timeRatio <= GOAL_TIME_RATIO,
      },
    ]),
};
