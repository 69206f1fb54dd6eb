#!/usr/bin/env node
// Performance benchmark (issue 15): the portal held against the floor (../shared/perf-floor, the least a signed-in
// panel page on this stack ships), both built and measured in the same run on this machine. It measures; it
// asserts nothing, and it is never part of `npm test`.
//
//   npm run bench                      everything: sizes, runtime pair at CPU 4x, invoices at 5,000, Lighthouse
//   npm run bench -- --quick           fewer runs (1 Lighthouse run per page, 2 runtime pairs) for iteration
//   flags: --no-build (reuse tmp/bench builds), --sizes-only, --no-lighthouse, --no-runtime, --no-invoices,
//          --runs=N (runtime pairs), --lighthouse-runs=N, --json=<file> (also write the JSON there)
//
// What it does:
//  1. Builds the portal for production into tmp/bench/portal (its API pointed at a private demo API port, so it
//     never collides with e2e on :3333) and the floor into tmp/perf-floor/dist (copied from ../shared/perf-floor).
//  2. Sizes from the Vite manifests (gzip level 9): the JS (and CSS) an entry and its static imports need before
//     /auth and the signed-in dashboard are interactive, and every lazy route chunk with its own static imports,
//     flagging modules found in more than one chunk (duplicates).
//  3. Serves both builds with a small node static server (gzip, SPA fallback; the offline worker is not served,
//     every visit is a first visit) and runs the demo API (apps/demo-api) on a private port.
//  4. Runtime pair at CPU 4x (Playwright + CDP Emulation.setCPUThrottlingRate, alternating portal and floor, a
//     fresh context each run, a signed-in session seeded as the app stores it: the access/refresh/portal-token
//     cookies): first contentful paint and "data on screen" (portal: the dashboard's amount due; floor: its
//     static page heading).
//  5. Invoices with DEMO_INVOICE_COUNT=5000: rows in the DOM, and the time from a click on a status filter /
//     the next page until the changed list has painted (and the browser's Event Timing duration of that click, and
//     the same span unrounded: from the release until the main thread has finished the frame after it).
//  6. Lighthouse 12, mobile (its default config, simulated throttling), medians, on Debian's chromium.
import { spawn, execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = join(import.meta.dirname, '..', '..');
const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) => {
  const found = args.find((arg) => arg.startsWith(`--${name}=`));
  return found ? found.slice(name.length + 3) : fallback;
};
const quick = flag('quick');
const sizesOnly = flag('sizes-only');
const runtimePairs = Number(option('runs', quick ? 2 : 5));
const lighthouseRuns = Number(option('lighthouse-runs', quick ? 1 : 5));
const CPU_RATE = 4;
const INVOICE_COUNT = 5000;

const API_PORT = Number(process.env.BENCH_API_PORT ?? 3391);
const PORTAL_PORT = Number(process.env.BENCH_PORTAL_PORT ?? 4391);
const FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT ?? 4392);
const API_URL = `http://localhost:${API_PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

const portalDist = join(root, 'tmp', 'bench', 'portal');
const floorDir = join(root, 'tmp', 'perf-floor');
const floorDist = join(floorDir, 'dist');
const log = (message) => console.error(`[bench] ${message}`);

// ---------------------------------------------------------------------------------------------------- build
function findFloorSource() {
  const candidates = [
    process.env.PERF_FLOOR_DIR,
    join(root, '..', 'shared', 'perf-floor'),
    join(root, '..', '..', 'shared', 'perf-floor'),
  ].filter(Boolean);
  const found = candidates.find((dir) => existsSync(join(dir, 'main.tsx')));
  if (!found) throw new Error(`perf-floor not found (tried ${candidates.join(', ')}); set PERF_FLOOR_DIR`);
  return found;
}

function build() {
  const vite = join(root, 'node_modules', '.bin', 'vite');
  log('building the portal (production, API on a private port)…');
  execFileSync(vite, ['build', '--config', 'tools/scripts/bench-vite.config.mjs', '--logLevel', 'error'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      VITE_API_URL: API_URL,
      VITE_AUTH_URL: `${API_URL}/demo-auth/login`,
      BUILD_ID: 'bench',
      BENCH_OUT_DIR: portalDist,
      BENCH_MODULES_FILE: join(root, 'tmp', 'bench', 'modules.json'),
    },
  });
  log('building the floor…');
  rmSync(floorDir, { recursive: true, force: true });
  mkdirSync(dirname(floorDir), { recursive: true });
  cpSync(findFloorSource(), floorDir, { recursive: true, filter: (src) => !src.includes(`${'/'}dist`) });
  // The portal depends on react-router-dom alone (the floor's README: switch the import then).
  const main = join(floorDir, 'main.tsx');
  writeFileSync(main, readFileSync(main, 'utf8').replace(/from 'react-router'/g, "from 'react-router-dom'"));
  execFileSync(vite, ['build', '--config', join(floorDir, 'vite.config.mjs'), '--manifest'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

// ---------------------------------------------------------------------------------------------------- sizes
function readManifest(dist) {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
}

function sizeTools(dist) {
  const manifest = readManifest(dist);
  const cache = new Map();
  const gzipSize = (file) => {
    if (!cache.has(file)) cache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return cache.get(file);
  };
  const closure = (keys, seen = new Set()) => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      closure(manifest[key]?.imports ?? [], seen);
    }
    return seen;
  };
  const measure = (keys) => {
    const js = new Set();
    const css = new Set();
    for (const key of closure(keys)) {
      const chunk = manifest[key];
      if (!chunk) continue;
      if (chunk.file.endsWith('.js')) js.add(chunk.file);
      for (const file of chunk.css ?? []) css.add(file);
    }
    const sum = (set) => [...set].reduce((total, file) => total + gzipSize(file), 0);
    return { jsGzipBytes: sum(js), cssGzipBytes: sum(css), files: js.size + css.size };
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const lazyKeys = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry);
  return { manifest, gzipSize, closure, measure, entryKey, lazyKeys };
}

/**
 * Modules bundled into more than one chunk (the bench build writes tmp/bench/modules.json: each chunk's module
 * ids), and packages bundled from two places in node_modules (a second copy of a shared module).
 */
function duplicateModules() {
  const chunks = chunkModules();
  if (!Object.keys(chunks).length)
    return { i18nRegistersMissing: [], modulesInTwoChunks: [], packagesTwice: [] };
  const owners = new Map();
  const packagePaths = new Map();
  for (const [chunk, modules] of Object.entries(chunks)) {
    for (const id of Object.keys(modules)) {
      owners.set(id, [...(owners.get(id) ?? []), chunk]);
      const match = /^(.*node_modules\/((?:@[^/]+\/)?[^/]+))\//.exec(id);
      if (match) packagePaths.set(match[2], new Set([...(packagePaths.get(match[2]) ?? []), match[1]]));
    }
  }
  // Every lib's translations must survive tree shaking (its `sideEffects` keep src/index.ts and the register).
  const bundled = new Set(Object.values(chunks).flatMap((modules) => Object.keys(modules)));
  const i18nRegistersMissing = readdirSync(join(root, 'libs'))
    .map((lib) => join(root, 'libs', lib, 'src', 'lib', 'i18n', 'register.ts'))
    .filter((file) => existsSync(file) && !bundled.has(file))
    .map((file) => file.replace(`${root}/`, ''));
  return {
    i18nRegistersMissing,
    modulesInTwoChunks: [...owners.entries()]
      .filter(([, list]) => list.length > 1)
      .map(([id, list]) => `${id.replace(root, '')} in ${list.join(', ')}`),
    packagesTwice: [...packagePaths.entries()]
      .filter(([, paths]) => paths.size > 1)
      .map(([name, paths]) => `${name}: ${[...paths].map((p) => p.replace(root, '')).join(', ')}`),
  };
}

/** The portal's chunks by the modules they hold (the bench build writes tmp/bench/modules.json). */
function chunkModules() {
  const file = join(root, 'tmp', 'bench', 'modules.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

function sizes() {
  const portal = sizeTools(portalDist);
  const floor = sizeTools(floorDist);
  // The manifest's keys of the chunks that hold a module matching `pattern`: a lazy module of the portal's start
  // is in the start's chunk (the build's `startChunks` in apps/portal/vite.config.ts), not in a chunk of its own.
  const modules = chunkModules();
  const holding = (pattern) =>
    Object.keys(portal.manifest).filter(
      (k) =>
        portal.manifest[k].file.endsWith('.js') &&
        Object.keys(modules[portal.manifest[k].file] ?? {}).some((id) => pattern.test(id)),
    );
  // main.tsx loads one of two stages (apps/portal/src/boot.ts): /auth without a session, the sign-in stage; every
  // other address, the portal stage. Each is a dynamic import, so it is counted here with what it imports.
  const authKeys = holding(/\/apps\/portal\/src\/auth-stage\./);
  // The signed-in dashboard: the entry, the portal stage, the (lazy) panel layout and the dashboard page.
  const dashboardKeys = holding(
    /\/libs\/feature-dashboard\/src\/lib\/dashboard-page\.|\/apps\/portal\/src\/app\/layout\/panel-layout\.|\/apps\/portal\/src\/app-stage\./,
  );
  // A route chunk's cost beyond what the signed-in portal has already loaded (the entry and the portal stage).
  const appKeys = holding(/\/apps\/portal\/src\/app-stage\./);
  if (!authKeys.length || !dashboardKeys.length || !appKeys.length)
    throw new Error(
      'the sign-in stage, the portal stage or the dashboard is in no chunk (tmp/bench/modules.json)',
    );
  const entryFiles = new Set(
    [...portal.closure([portal.entryKey, ...appKeys])].map((k) => portal.manifest[k].file),
  );
  const routeChunks = {};
  for (const k of portal.lazyKeys) {
    if (authKeys.includes(k) || appKeys.includes(k)) continue; // the two stages are not routes
    const chunk = portal.manifest[k];
    // A route chunk's cost beyond the started portal: itself and its static imports not loaded already.
    const extra = [...portal.closure([k])]
      .map((i) => portal.manifest[i].file)
      .filter((file) => file.endsWith('.js') && !entryFiles.has(file));
    const uniqueExtra = [...new Set(extra)];
    routeChunks[k.replace(/^\.\.\/\.\.\//, '')] = {
      file: chunk.file,
      ownGzipBytes: portal.gzipSize(chunk.file),
      beyondEntryGzipBytes: uniqueExtra.reduce((total, file) => total + portal.gzipSize(file), 0),
    };
  }
  const auth = portal.measure([portal.entryKey, ...authKeys]);
  const dashboard = portal.measure([portal.entryKey, ...dashboardKeys]);
  const floorDashboardKeys = floor.lazyKeys.filter((k) => /dashboard/.test(k));
  const floorShell = floor.measure([floor.entryKey]);
  const floorDashboard = floor.measure([floor.entryKey, ...floorDashboardKeys]);
  return {
    auth: { portal: auth, floor: floorShell, ratio: round(auth.jsGzipBytes / floorShell.jsGzipBytes) },
    dashboard: {
      portal: dashboard,
      floor: floorDashboard,
      ratio: round(dashboard.jsGzipBytes / floorDashboard.jsGzipBytes),
    },
    routeChunks,
    // The goal: each lazy route's own chunk. Its shared imports (antd's Table, Form…) are chunks of their
    // own, loaded once for every route that needs them; the largest total beyond the started portal is shown too.
    largestRouteChunk: Object.entries(routeChunks).sort((a, b) => b[1].ownGzipBytes - a[1].ownGzipBytes)[0],
    largestRouteBeyondPortal: Object.entries(routeChunks).sort(
      (a, b) => b[1].beyondEntryGzipBytes - a[1].beyondEntryGzipBytes,
    )[0],
    duplicates: duplicateModules(),
  };
}

// ---------------------------------------------------------------------------------------------------- serving
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** A static server with an SPA fallback and gzip, like the deployed nginx; no service worker (first visits). */
function serveStatic(dir, port) {
  const cache = new Map();
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (path === '/sw.js' || path.startsWith('/workbox-')) {
      res.writeHead(404).end();
      return;
    }
    let file = normalize(join(dir, path));
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory())
      file = join(dir, 'index.html');
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    let body = cache.get(file);
    if (!body) {
      const raw = readFileSync(file);
      body = { raw, gz: /text|json|svg|javascript/.test(type) ? gzipSync(raw, { level: 6 }) : null };
      cache.set(file, body);
    }
    const headers = { 'Content-Type': type, 'Cache-Control': 'no-cache' };
    if (body.gz && /gzip/.test(req.headers['accept-encoding'] ?? '')) {
      res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.gz.length });
      res.end(body.gz);
    } else {
      res.writeHead(200, { ...headers, 'Content-Length': body.raw.length });
      res.end(body.raw);
    }
  });
  return new Promise((resolvePromise) => server.listen(port, '127.0.0.1', () => resolvePromise(server)));
}

async function waitFor(url, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Rejects when something already listens on `port`: the bench would measure that server instead of its own. */
function ensurePortFree(port) {
  return new Promise((resolvePromise, rejectPromise) => {
    const probe = createNetServer();
    probe.once('error', (error) =>
      rejectPromise(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${port} is in use (a demo API left running?): stop what listens there, or choose another ` +
                'with BENCH_API_PORT; the bench measures against its own demo API only.'
            : `Port ${port}: ${error.message}`,
        ),
      ),
    );
    probe.listen(port, () => probe.close(() => resolvePromise()));
  });
}

async function startDemoApi(extraEnv = {}) {
  await ensurePortFree(API_PORT);
  const child = spawn(
    process.execPath,
    [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'apps/demo-api/src/main.ts'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        DEMO_API_PORT: String(API_PORT),
        DEMO_ACCESS_TOKEN_TTL_SECONDS: '86400',
        ...extraEnv,
      },
    },
  );
  await waitFor(`${API_URL}/demo-auth/login`);
  return child;
}

function stopChild(child) {
  return new Promise((resolvePromise) => {
    if (child.exitCode !== null) return resolvePromise();
    child.once('exit', () => resolvePromise());
    child.kill('SIGTERM');
  });
}

/** Signs in at the demo auth host as the app's users do and returns the cookies it sets (access, refresh, token). */
async function signIn() {
  const response = await fetch(`${API_URL}/demo-auth/login`, {
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
  // Host-only cookies on localhost are visible to every port, as the app reads them (js-cookie).
  return cookies.map((c) => ({ ...c, domain: 'localhost', path: '/', sameSite: 'Lax', expires: -1 }));
}

// ---------------------------------------------------------------------------------------------------- runtime
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
    serviceWorkers: 'block',
    viewport: { width: 412, height: 823 },
  });
  try {
    if (cookies) await context.addCookies(cookies);
    await context.addInitScript(MARK_SCRIPT(selector));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__benchDataAt != null, null, { timeout: 60_000, polling: 50 });
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
      null,
      {
        timeout: 10_000,
      },
    );
    return page.evaluate(() => ({
      firstPaintMs: Math.round(performance.getEntriesByName('first-contentful-paint')[0].startTime),
      // On screen means painted: never before the first contentful paint.
      dataOnScreenMs: Math.round(
        Math.max(window.__benchDataAt, performance.getEntriesByName('first-contentful-paint')[0].startTime),
      ),
      finalUrl: location.pathname,
      heading: document.querySelector('h1')?.textContent ?? '',
    }));
  } finally {
    await context.close();
  }
}

async function runtimePair(browser, cookies) {
  const portal = {
    url: `http://localhost:${PORTAL_PORT}/panel/dashboard`,
    cookies,
    // The amount due's figure (ui's Statistic): the dashboard's data on screen.
    selector: '.ui-statistic-value',
  };
  const floor = { url: `http://localhost:${FLOOR_PORT}/panel/dashboard`, cookies: null, selector: 'h1' };
  // One warm-up of each (disk cache of the OS, JIT of the servers), then alternating measured runs.
  await runtimeOnce(browser, portal);
  await runtimeOnce(browser, floor);
  const runs = { portal: [], floor: [] };
  for (let i = 0; i < runtimePairs; i++) {
    const order = i % 2 === 0 ? ['portal', 'floor'] : ['floor', 'portal'];
    for (const side of order) {
      const result = await runtimeOnce(browser, side === 'portal' ? portal : floor);
      if (side === 'portal' && !result.finalUrl.startsWith('/panel/dashboard'))
        throw new Error(
          `the portal run ended on ${result.finalUrl}, not the dashboard (session not accepted?)`,
        );
      // Translations must survive tree shaking (the libs' i18n side effects): a raw key as heading means lost.
      if (/^[a-z]+(\.[a-zA-Z]+)+$/.test(result.heading))
        throw new Error(`untranslated heading "${result.heading}"`);
      runs[side].push(result);
      log(`runtime ${side}: first paint ${result.firstPaintMs} ms, data ${result.dataOnScreenMs} ms`);
    }
  }
  const summary = (list) => ({
    firstPaintMs: median(list.map((r) => r.firstPaintMs)),
    dataOnScreenMs: median(list.map((r) => r.dataOnScreenMs)),
    runs: list.map((r) => [r.firstPaintMs, r.dataOnScreenMs]),
  });
  const p = summary(runs.portal);
  const f = summary(runs.floor);
  return {
    cpuThrottling: CPU_RATE,
    portal: p,
    floor: f,
    ratio: {
      firstPaint: round(p.firstPaintMs / f.firstPaintMs),
      dataOnScreen: round(p.dataOnScreenMs / f.dataOnScreenMs),
    },
  };
}

// ---------------------------------------------------------------------------------------------------- invoices
const ROWS = 'main .ant-table-tbody tr.ant-table-row';

/**
 * How long the mouse button is held: a quick hand's click. With no time between the press and the release, the
 * release's event would wait for the press's frame and count it a second time.
 */
const PRESS_MS = 80;
const FRAME_BUDGET_MS = 16.7;

/** Clicks `target` and resolves with the ms from the click until the changed list has painted. */
async function timedClick(page, locator, changed) {
  // The pointer is over the control before the measure starts, and the press is the mouse's own: Playwright's
  // locator.click() would add its hit-target checks, scripts in the page, to the click being measured.
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(200);
  await page.evaluate(() => {
    window.__benchEvents = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__benchEvents.push([entry.name, entry.duration]);
    }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  });
  const before = await page.evaluate(
    (rows) => [...document.querySelectorAll(rows)].map((r) => r.textContent).join('|'),
    ROWS,
  );
  await page.evaluate(() => {
    window.__benchClickAt = null;
    window.__benchReleaseMs = null;
    document.addEventListener('pointerdown', () => (window.__benchClickAt = performance.now()), {
      once: true,
      capture: true,
    });
    // Event Timing counts in steps of 8 ms and reports nothing under 16: this is the same span unrounded, from the
    // release until the main thread has finished the frame after it (its paint and commit included). The task that
    // reads the clock is user-blocking, so it runs before what the page itself starts after the frame.
    document.addEventListener(
      'pointerup',
      (event) =>
        requestAnimationFrame(() => {
          const read = () => (window.__benchReleaseMs = performance.now() - event.timeStamp);
          if (globalThis.scheduler?.postTask)
            globalThis.scheduler.postTask(read, { priority: 'user-blocking' });
          else setTimeout(read, 0);
        }),
      { once: true, capture: true },
    );
  });
  await page.mouse.down();
  await page.waitForTimeout(PRESS_MS);
  await page.mouse.up();
  const elapsed = await page.evaluate(
    ({ rows, before: previous, changed: mustChange }) =>
      new Promise((resolvePromise) => {
        const done = () =>
          requestAnimationFrame(() =>
            setTimeout(() => resolvePromise(performance.now() - window.__benchClickAt), 0),
          );
        const text = () => [...document.querySelectorAll(rows)].map((r) => r.textContent).join('|');
        if (!mustChange || text() !== previous) return done();
        const observer = new MutationObserver(() => {
          if (text() !== previous) {
            observer.disconnect();
            done();
          }
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      }),
    { rows: ROWS, before, changed },
  );
  await page.waitForTimeout(300);
  const [events, releaseMs] = await page.evaluate(() => [window.__benchEvents, window.__benchReleaseMs]);
  const eventMs = Math.max(0, ...events.filter(([name]) => /click|pointer/.test(name)).map(([, d]) => d));
  return {
    paintedMs: Math.round(elapsed),
    eventDurationMs: eventMs,
    // Not read (no frame came before the measure ended): left out of the median rather than counted as 0 ms.
    releaseToFrameMs: releaseMs == null ? null : Math.round(releaseMs * 10) / 10,
  };
}

async function invoicesBench(browser) {
  const api = await startDemoApi({ DEMO_INVOICE_COUNT: String(INVOICE_COUNT) });
  try {
    const cookies = await signIn();
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 1280, height: 900 },
    });
    await context.addCookies(cookies);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`http://localhost:${PORTAL_PORT}/panel/invoices`);
    await page.locator(ROWS).first().waitFor({ timeout: 60_000 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    const rowsInDom = await page.locator(ROWS).count();
    const measures = { nothing: [], filter: [], page: [] };
    const filterNames = ['Unpaid', 'Paid', 'All'];
    // What one click costs on this machine at CPU 4x when it changes nothing: the page's heading, clicked alike.
    const heading = page.locator('main h1').first();
    for (let i = 0; i < (quick ? 3 : 6); i++) measures.nothing.push(await timedClick(page, heading, false));
    for (let i = 0; i < (quick ? 3 : 9); i++) {
      const name = filterNames[i % filterNames.length];
      // The filter is ui's StatusFilter: its radio inputs are transparent over their labels; the label is clicked.
      const control = page.locator('main label.ui-segment').filter({ hasText: new RegExp(`^${name}$`) });
      measures.filter.push(await timedClick(page, control, true));
    }
    for (let i = 0; i < (quick ? 2 : 6); i++) {
      const next = page.locator('main .ui-pager-next:not(:disabled)');
      if ((await next.count()) === 0) break;
      measures.page.push(await timedClick(page, next, true));
    }
    const totalText = await page
      .locator('main .ui-pager')
      .first()
      .textContent()
      .catch(() => null);
    await context.close();
    const summary = (list) => ({
      paintedMsMedian: median(list.map((m) => m.paintedMs)),
      eventDurationMsMedian: median(list.map((m) => m.eventDurationMs)),
      releaseToFrameMsMedian: median(list.map((m) => m.releaseToFrameMs)),
      // Event Timing rounds a duration to 8 ms: within the frame budget is 16 ms or less.
      withinFrame: `${list.filter((m) => m.eventDurationMs <= FRAME_BUDGET_MS).length} of ${list.length}`,
      runs: list,
    });
    return {
      invoices: INVOICE_COUNT,
      rowsInDom,
      pagination: totalText,
      cpuThrottling: CPU_RATE,
      pressMs: PRESS_MS,
      clickChangingNothing: summary(measures.nothing),
      statusFilter: summary(measures.filter),
      nextPage: summary(measures.page),
      frameBudgetMs: FRAME_BUDGET_MS,
    };
  } finally {
    await stopChild(api);
  }
}

// ---------------------------------------------------------------------------------------------------- lighthouse
async function lighthouseMedian(url, cookies, runs) {
  const { default: lighthouse } = await import('lighthouse');
  const { chromium } = await import('@playwright/test');
  const port = Number(process.env.BENCH_DEBUG_PORT ?? 9391);
  const scores = [];
  for (let i = 0; i < runs; i++) {
    const userDataDir = join(root, 'tmp', 'bench', `chrome-profile-${i}`);
    rmSync(userDataDir, { recursive: true, force: true });
    const context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM,
      headless: false,
      args: [...CHROME_FLAGS, `--remote-debugging-port=${port}`],
      serviceWorkers: 'block',
    });
    try {
      if (cookies) await context.addCookies(cookies);
      const result = await lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = result.lhr;
      if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
      const finalUrl = lhr.finalDisplayedUrl ?? lhr.finalUrl;
      // BENCH_LHR_DIR=<dir> keeps each Lighthouse report (JSON) to see where the time goes.
      if (process.env.BENCH_LHR_DIR) {
        mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
        const name = `${new URL(url).port}-${new URL(url).pathname.replace(/\W+/g, '-')}-${i}.json`;
        writeFileSync(join(process.env.BENCH_LHR_DIR, name), JSON.stringify(lhr));
      }
      scores.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
        finalUrl,
      });
      log(
        `lighthouse ${url}: ${scores.at(-1).score} (LCP ${scores.at(-1).lcpMs} ms, TBT ${scores.at(-1).tbtMs} ms) → ${finalUrl}`,
      );
    } finally {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    }
  }
  return {
    score: median(scores.map((s) => s.score)),
    lcpMs: median(scores.map((s) => s.lcpMs)),
    tbtMs: median(scores.map((s) => s.tbtMs)),
    fcpMs: median(scores.map((s) => s.fcpMs)),
    runs: scores.map((s) => s.score),
    finalUrl: scores[0]?.finalUrl,
  };
}

// ---------------------------------------------------------------------------------------------------- helpers
function median(values) {
  const sorted = [...values].filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
}
function round(value) {
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : null;
}
const kb = (bytes) => (bytes == null ? '–' : `${(bytes / 1024).toFixed(1)} KB`);
const ms = (value) => (value == null ? '–' : `${value} ms`);

function table(result) {
  const rows = [['measure', 'portal', 'floor', 'ratio', 'goal']];
  const { sizes: s, runtime: r, lighthouse: l, invoices: inv } = result;
  rows.push([
    'JS gz before /auth interactive',
    kb(s.auth.portal.jsGzipBytes),
    kb(s.auth.floor.jsGzipBytes),
    String(s.auth.ratio),
    '≤ 0.5',
  ]);
  rows.push([
    'JS gz before /panel/dashboard interactive',
    kb(s.dashboard.portal.jsGzipBytes),
    kb(s.dashboard.floor.jsGzipBytes),
    String(s.dashboard.ratio),
    '≤ 1.0',
  ]);
  rows.push([
    'i18n registers missing from the build',
    String(s.duplicates.i18nRegistersMissing.length),
    '',
    '',
    '0',
  ]);
  const [largestKey, largest] = s.largestRouteChunk ?? [];
  rows.push([
    'largest route chunk, its own file (gz)',
    `${kb(largest?.ownGzipBytes)} ${largestKey ?? ''}`,
    '',
    '',
    '≤ 50 KB',
  ]);
  const [widestKey, widest] = s.largestRouteBeyondPortal ?? [];
  rows.push([
    'largest route + shared chunks beyond the started portal (gz)',
    `${kb(widest?.beyondEntryGzipBytes)} ${widestKey ?? ''}`,
    '',
    '',
    '(shown)',
  ]);
  rows.push([
    'modules in two chunks / packages twice',
    `${s.duplicates.modulesInTwoChunks.length} / ${s.duplicates.packagesTwice.length}`,
    '',
    '',
    '0 / 0',
  ]);
  if (l) {
    rows.push([
      'Lighthouse mobile /auth (median)',
      `${l.auth.score} (LCP ${l.auth.lcpMs}, TBT ${l.auth.tbtMs})`,
      `${l.floor.score} (LCP ${l.floor.lcpMs}, TBT ${l.floor.tbtMs})`,
      String(round(l.auth.score / l.floor.score)),
      '≥ 95',
    ]);
    rows.push([
      'Lighthouse mobile dashboard (median)',
      `${l.dashboard.score} (LCP ${l.dashboard.lcpMs}, TBT ${l.dashboard.tbtMs})`,
      `${l.floor.score}`,
      String(round(l.dashboard.score / l.floor.score)),
      '≥ 90',
    ]);
  }
  if (r) {
    rows.push([
      'dashboard first paint, CPU 4x (median)',
      ms(r.portal.firstPaintMs),
      ms(r.floor.firstPaintMs),
      String(r.ratio.firstPaint),
      '≤ 1.0',
    ]);
    rows.push([
      'dashboard data on screen, CPU 4x (median)',
      ms(r.portal.dataOnScreenMs),
      ms(r.floor.dataOnScreenMs),
      String(r.ratio.dataOnScreen),
      '≤ 1.0',
    ]);
  }
  if (inv) {
    rows.push([`invoices (${inv.invoices}): rows in DOM`, String(inv.rowsInDom), '', '', '≤ 50']);
    rows.push([
      'invoices: a click changing nothing, event / release→frame',
      `${ms(inv.clickChangingNothing.eventDurationMsMedian)} (${inv.clickChangingNothing.withinFrame} ≤ 16 ms) / ${ms(inv.clickChangingNothing.releaseToFrameMsMedian)}`,
      '',
      '',
      '',
    ]);
    rows.push([
      'invoices: status filter click→painted / event / release→frame',
      `${ms(inv.statusFilter.paintedMsMedian)} / ${ms(inv.statusFilter.eventDurationMsMedian)} (${inv.statusFilter.withinFrame} ≤ 16 ms) / ${ms(inv.statusFilter.releaseToFrameMsMedian)}`,
      '',
      '',
      '≤ 16.7 ms',
    ]);
    rows.push([
      'invoices: next page click→painted / event / release→frame',
      `${ms(inv.nextPage.paintedMsMedian)} / ${ms(inv.nextPage.eventDurationMsMedian)} (${inv.nextPage.withinFrame} ≤ 16 ms) / ${ms(inv.nextPage.releaseToFrameMsMedian)}`,
      '',
      '',
      '≤ 16.7 ms',
    ]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const line = (row) => `| ${row.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  return [
    line(rows[0]),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.slice(1).map(line),
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------- main
async function main() {
  if (!flag('no-build')) build();
  const result = { measuredAt: new Date().toISOString(), quick, sizes: sizes() };
  if (!sizesOnly) {
    const servers = [
      await serveStatic(resolve(portalDist), PORTAL_PORT),
      await serveStatic(resolve(floorDist), FLOOR_PORT),
    ];
    const { chromium } = await import('@playwright/test');
    let api = null;
    try {
      if (!flag('no-runtime')) {
        api = await startDemoApi();
        const cookies = await signIn();
        const browser = await chromium.launch({
          executablePath: CHROMIUM,
          headless: false,
          args: CHROME_FLAGS,
        });
        try {
          result.runtime = await runtimePair(browser, cookies);
        } finally {
          await browser.close();
        }
        await stopChild(api);
        api = null;
      }
      if (!flag('no-invoices')) {
        const browser = await chromium.launch({
          executablePath: CHROMIUM,
          headless: false,
          args: CHROME_FLAGS,
        });
        try {
          result.invoices = await invoicesBench(browser);
        } finally {
          await browser.close();
        }
      }
      if (!flag('no-lighthouse')) {
        api = await startDemoApi();
        const cookies = await signIn();
        result.lighthouse = {
          runs: lighthouseRuns,
          auth: await lighthouseMedian(`http://localhost:${PORTAL_PORT}/auth`, null, lighthouseRuns),
          dashboard: await lighthouseMedian(
            `http://localhost:${PORTAL_PORT}/panel/dashboard`,
            cookies,
            lighthouseRuns,
          ),
          floor: await lighthouseMedian(
            `http://localhost:${FLOOR_PORT}/panel/dashboard`,
            null,
            lighthouseRuns,
          ),
        };
      }
    } finally {
      if (api) await stopChild(api);
      for (const server of servers) server.close();
    }
  }
  const json = JSON.stringify(result, null, 2);
  console.log(json);
  console.log();
  console.log(table(result));
  const out = option('json', null);
  if (out) writeFileSync(out, `${json}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
