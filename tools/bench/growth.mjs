#!/usr/bin/env node
// Growth bench (issue 39): does a page's cost grow with the student's history? The portal, built for production, is
// served against the demo API seeded with 10, 5,000 and 50,000 invoices for Ana Silva (DEMO_INVOICE_COUNT), and each
// page is opened in a fresh browser context at CPU 4x: the bytes of the API answers it receives (their bodies, the
// largest one, and their sum) and the time until its data is on screen. The ratio 50,000 / 10 says how much of the
// cost follows the history; the goals: no API answer over 50 KB at 50,000, a ratio ≤ 1.2 for time and ≤ 1.5 for
// bytes. It measures; it asserts nothing, and it is never part of `npm test`.
//
//   node tools/bench/growth.mjs                  build, then measure (3 runs per page and count, medians)
//   flags: --no-build (reuse tmp/bench-growth/portal), --runs=N, --json=<file> (also write the JSON there)
//   env: BENCH_GROWTH_API_PORT (3396), BENCH_GROWTH_PORTAL_PORT (4396), CHROMIUM_PATH (/usr/bin/chromium)
//
// The same approach as tools/scripts/bench.mjs (its build config, a static server like the deployed nginx without the
// offline worker, the demo API on a private port, a session seeded as the app stores it, data on screen marked by a
// MutationObserver from the first byte), on ports of its own: e2e's 8080/3333/4400 and the main bench's are left free.
// `growthBench(options)` runs the same from another script (the bench runner) and returns the rows and the table.
import { spawn, execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROME_FLAGS, serveStatic } from './servers.mjs';

const root = join(import.meta.dirname, '..', '..');
const CPU_RATE = 4;
export const GROWTH_COUNTS = [10, 5_000, 50_000];
const MAX_ANSWER_BYTES = 50 * 1024;
const GOAL_TIME_RATIO = 1.2;
const GOAL_BYTES_RATIO = 1.5;

/** The pages measured, and what on each means "its data is on screen". */
export const GROWTH_PAGES = [
  // The amount due: the dashboard's figures (its totals and next invoices due arrive in one answer).
  { name: 'dashboard', path: '/panel/dashboard', selector: 'main .ui-statistic-value' },
  // The balance and the pay form's invoice picker (its first page of choices is asked for as it appears).
  { name: 'wallet', path: '/panel/wallet', selector: 'main .ant-select' },
  // The first rows of the list (its table: a desktop's width, as the main bench's invoices job).
  {
    name: 'invoices',
    path: '/panel/invoices',
    selector: 'main .ant-table-tbody tr.ant-table-row',
    viewport: { width: 1280, height: 900 },
  },
  // The shop's categories for the newest booking.
  { name: 'shop', path: '/panel/shops', selector: 'main a[href^="/panel/shops/"]' },
];

const log = (message) => console.error(`[bench:growth] ${message}`);

function settings(options = {}) {
  const apiPort = Number(options.apiPort ?? process.env.BENCH_GROWTH_API_PORT ?? 3396);
  const portalPort = Number(options.portalPort ?? process.env.BENCH_GROWTH_PORTAL_PORT ?? 4396);
  return {
    apiPort,
    portalPort,
    apiUrl: `http://localhost:${apiPort}`,
    portalUrl: `http://localhost:${portalPort}`,
    chromium: options.chromium ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    runs: Number(options.runs ?? 3),
    build: options.build ?? true,
    counts: options.counts ?? GROWTH_COUNTS,
    dist: join(root, 'tmp', 'bench-growth', 'portal'),
  };
}

// ---------------------------------------------------------------------------------------------------- build
function build(config) {
  log('building the portal (production, API on a private port)…');
  execFileSync(
    join(root, 'node_modules', '.bin', 'vite'),
    ['build', '--config', 'tools/scripts/bench-vite.config.mjs', '--logLevel', 'error'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        VITE_API_URL: config.apiUrl,
        VITE_AUTH_URL: `${config.apiUrl}/demo-auth/login`,
        BUILD_ID: 'bench-growth',
        BENCH_OUT_DIR: config.dist,
        BENCH_MODULES_FILE: join(root, 'tmp', 'bench-growth', 'modules.json'),
      },
    },
  );
}

// ---------------------------------------------------------------------------------------------------- servers
async function waitFor(url, timeoutMs = 120_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Rejects when something already listens on `port`: the bench would measure that server instead of its own. */
function ensurePortFree(port) {
  return new Promise((done, fail) => {
    const probe = createNetServer();
    probe.once('error', (error) =>
      fail(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${port} is in use: stop what listens there, or choose another (BENCH_GROWTH_API_PORT, ` +
                'BENCH_GROWTH_PORTAL_PORT).'
            : `Port ${port}: ${error.message}`,
        ),
      ),
    );
    probe.listen(port, () => probe.close(() => done()));
  });
}

async function startDemoApi(config, invoiceCount) {
  await ensurePortFree(config.apiPort);
  const child = spawn(
    process.execPath,
    [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'apps/demo-api/src/main.ts'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        DEMO_API_PORT: String(config.apiPort),
        DEMO_ACCESS_TOKEN_TTL_SECONDS: '86400',
        DEMO_INVOICE_COUNT: String(invoiceCount),
      },
    },
  );
  await waitFor(`${config.apiUrl}/demo-auth/login`);
  return child;
}

function stopChild(child) {
  return new Promise((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

/** Signs in at the demo auth host as the app's users do and returns the cookies it sets (access, refresh, token). */
async function signIn(config) {
  const response = await fetch(`${config.apiUrl}/demo-auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'demo@student.test', password: 'demo1234' }).toString(),
    redirect: 'manual',
  });
  const cookies = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1) }));
  if (!cookies.some((c) => c.name === 'access')) throw new Error('the demo sign-in set no access cookie');
  return cookies.map((c) => ({ ...c, domain: 'localhost', path: '/', sameSite: 'Lax', expires: -1 }));
}

// ---------------------------------------------------------------------------------------------------- measure
const MARK_SCRIPT = (selector) => `
(() => {
  const selector = ${JSON.stringify(selector)};
  const check = () => {
    if (window.__benchDataAt == null && document.querySelector(selector)) {
      window.__benchDataAt = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;

/** One visit of a page in a fresh context: the API answers it received, and when its data was on screen. */
async function visit(browser, config, cookies, page) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    // A phone's, as the main bench's runtime pair; the invoices page at a desktop's (its table).
    viewport: page.viewport ?? { width: 412, height: 823 },
  });
  try {
    await context.addCookies(cookies);
    await context.addInitScript(MARK_SCRIPT(page.selector));
    const tab = await context.newPage();
    const answers = [];
    tab.on('response', (response) => {
      const request = response.request();
      if (!response.url().startsWith(config.apiUrl) || request.method() === 'OPTIONS') return;
      answers.push(
        response
          .body()
          .then((body) => ({ url: response.url().slice(config.apiUrl.length), bytes: body.length }))
          .catch(() => null),
      );
    });
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    await tab.goto(`${config.portalUrl}${page.path}`, { waitUntil: 'commit' });
    await tab.waitForFunction(() => window.__benchDataAt != null, null, { timeout: 90_000, polling: 50 });
    await tab.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
      timeout: 10_000,
    });
    const dataOnScreenMs = await tab.evaluate(() =>
      Math.round(
        Math.max(window.__benchDataAt, performance.getEntriesByName('first-contentful-paint')[0].startTime),
      ),
    );
    // What the page asks for once its data is in (a picker's first page, the list's prefetched filters) counts too:
    // the network quiet, then a moment for effects that start later, then quiet again.
    await tab.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await tab.waitForTimeout(2_000);
    await tab.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    const received = (await Promise.all(answers)).filter(Boolean);
    const largest = received.reduce(
      (top, answer) => (answer.bytes > (top?.bytes ?? -1) ? answer : top),
      null,
    );
    return {
      dataOnScreenMs,
      apiBytes: received.reduce((sum, answer) => sum + answer.bytes, 0),
      largestAnswer: largest,
      answers: received.length,
    };
  } finally {
    await context.close();
  }
}

function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
}

async function measureCount(browser, config, count) {
  const api = await startDemoApi(config, count);
  try {
    const cookies = await signIn(config);
    const rows = {};
    for (const page of GROWTH_PAGES) {
      const runs = [];
      // One visit first, unmeasured: the demo API sorts a list the first time it is asked for in an order.
      await visit(browser, config, cookies, page);
      for (let i = 0; i < config.runs; i++) runs.push(await visit(browser, config, cookies, page));
      const largest = runs.reduce(
        (top, run) =>
          run.largestAnswer && run.largestAnswer.bytes > (top?.bytes ?? -1) ? run.largestAnswer : top,
        null,
      );
      rows[page.name] = {
        dataOnScreenMs: median(runs.map((run) => run.dataOnScreenMs)),
        apiBytes: median(runs.map((run) => run.apiBytes)),
        largestAnswer: largest,
        runs: runs.map((run) => [run.dataOnScreenMs, run.apiBytes]),
      };
      log(
        `${count} invoices, ${page.name}: data on screen ${rows[page.name].dataOnScreenMs} ms, API ` +
          `${rows[page.name].apiBytes} B (largest ${largest?.bytes ?? 0} B ${largest?.url ?? ''})`,
      );
    }
    return rows;
  } finally {
    await stopChild(api);
  }
}

const kb = (bytes) => (bytes == null ? '–' : `${(bytes / 1024).toFixed(1)} KB`);
const ratio = (a, b) => (a == null || !b ? null : Math.round((a / b) * 100) / 100);

/** The table: per page, bytes and time at each count, the ratios largest / smallest count, and the goals. */
export function growthTable(result) {
  const counts = result.counts;
  const first = counts[0];
  const last = counts.at(-1);
  const header = [
    'page',
    ...counts.map((c) => `API bytes @${c}`),
    `largest answer @${last}`,
    `bytes ${last}/${first}`,
    ...counts.map((c) => `data on screen @${c}`),
    `time ${last}/${first}`,
    'goals met',
  ];
  const rows = GROWTH_PAGES.map(({ name }) => {
    const at = (c) => result.byCount[c]?.[name];
    const bytesRatio = ratio(at(last)?.apiBytes, at(first)?.apiBytes);
    const timeRatio = ratio(at(last)?.dataOnScreenMs, at(first)?.dataOnScreenMs);
    const largest = at(last)?.largestAnswer?.bytes ?? null;
    const met =
      largest != null &&
      largest <= MAX_ANSWER_BYTES &&
      bytesRatio != null &&
      bytesRatio <= GOAL_BYTES_RATIO &&
      timeRatio != null &&
      timeRatio <= GOAL_TIME_RATIO;
    return [
      name,
      ...counts.map((c) => kb(at(c)?.apiBytes)),
      kb(largest),
      String(bytesRatio ?? '–'),
      ...counts.map((c) => (at(c)?.dataOnScreenMs == null ? '–' : `${at(c).dataOnScreenMs} ms`)),
      String(timeRatio ?? '–'),
      met ? 'yes' : 'no',
    ];
  });
  const lines = [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`);
  return [
    `Growth at CPU ${CPU_RATE}x, medians of ${result.runs} runs (goals: largest answer ≤ 50 KB, bytes ratio ≤ ` +
      `${GOAL_BYTES_RATIO}, time ratio ≤ ${GOAL_TIME_RATIO})`,
    ...lines,
  ].join('\n');
}

/** Builds (unless `build: false`), serves and measures; returns `{ counts, runs, byCount, table }`. */
export async function growthBench(options = {}) {
  const config = settings(options);
  if (config.build) build(config);
  await ensurePortFree(config.portalPort);
  const server = await serveStatic(resolve(config.dist), config.portalPort);
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: config.chromium,
    headless: false,
    args: CHROME_FLAGS,
  });
  const result = {
    measuredAt: new Date().toISOString(),
    counts: config.counts,
    runs: config.runs,
    byCount: {},
  };
  try {
    for (const count of config.counts) result.byCount[count] = await measureCount(browser, config, count);
  } finally {
    await browser.close();
    server.close();
  }
  return { ...result, table: growthTable(result) };
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const result = await growthBench({
    build: !args.includes('--no-build'),
    runs: option('runs') ?? 3,
  });
  const out = option('json');
  if (out) writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(result.table);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
