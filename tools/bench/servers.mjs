// What the browser jobs talk to: the two builds behind a small static server, the demo API on a private port, a
// signed-in session, and Debian's chromium.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { createServer as createNetServer } from 'node:net';
import { join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { getMimeType } from 'hono/utils/mime';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import {
  API_URL,
  BASELINE_URL,
  buildUrls,
  DATA_FLOOR_URL,
  FLOOR_URL,
  MAIN_PROTOCOL,
  options,
  paths,
  PORTAL_URL,
  ports,
  RETURN_BASELINE_URL,
  RETURN_PORTAL_URL,
  root,
} from './options.mjs';

export const CHROMIUM = CHROMIUM_PATH;
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

/**
 * Room around a viewport in its window. Headless chromium keeps an 87 px browser frame inside the window, which
 * Playwright sizes to the viewport: the viewport's bottom 87 px were never drawn, so a change there alone was not
 * presented, and Event Timing waited for a later frame (the pager's press lasted as long as the button was held).
 */
const WINDOW_ROOM_PX = 200;

/** The window size for pages the bench does not open itself (Lighthouse's): a phone's viewport and its room. */
export const LIGHTHOUSE_WINDOW_FLAG = `--window-size=${412 + WINDOW_ROOM_PX},${823 + WINDOW_ROOM_PX}`;

/**
 * A new page of `context` whose whole viewport chromium draws and presents: its window is made larger than the
 * viewport (CDP `Browser.setWindowBounds`); the viewport the page sees is the context's.
 */
export async function openPage(context) {
  const page = await context.newPage();
  const viewport = page.viewportSize();
  if (viewport) {
    const cdp = await context.newCDPSession(page);
    const { windowId } = await cdp.send('Browser.getWindowForTarget');
    await cdp.send('Browser.setWindowBounds', {
      windowId,
      bounds: { width: viewport.width + WINDOW_ROOM_PX, height: viewport.height + WINDOW_ROOM_PX },
    });
    await cdp.detach();
  }
  return page;
}

/**
 * Runs `use(browser)` in a fresh chromium, closed afterwards, `args` its extra flags. Its pages are opened with
 * `openPage`.
 */
export async function withBrowser(use, { args = [] } = {}) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: false,
    args: [...CHROME_FLAGS, ...args],
  });
  try {
    return await use(browser);
  } finally {
    await browser.close();
  }
}

/** A certificate for localhost, made once with openssl (Debian's), for the https servers below. */
function localCertificate() {
  const dir = join(root, 'tmp', 'bench', 'tls');
  const key = join(dir, 'localhost-key.pem');
  const cert = join(dir, 'localhost-cert.pem');
  if (!existsSync(cert)) {
    mkdirSync(dir, { recursive: true });
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '30',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
  }
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/**
 * A static server with an SPA fallback and gzip, like the deployed nginx; no service worker (first visits) unless
 * `serviceWorker` (the return-visit job's, whose repeat visits the worker serves). Over
 * https with HTTP/2, as a deployment serves the portal (docs/deploying.md: TLS with HTTP/2 in front of nginx), so a
 * build's number of files costs what it costs a student, not HTTP/1.1's six connections; `--http1` serves plain
 * HTTP/1.1 instead (`http1` for one server).
 */
export function serveStatic(dir, port, { serviceWorker = false, http1 = options.http1 } = {}) {
  dir = resolve(dir);
  const cache = new Map();
  const handler = (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (!serviceWorker && (path === '/sw.js' || path.startsWith('/workbox-'))) {
      res.writeHead(404).end();
      return;
    }
    let file = normalize(join(dir, path));
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory())
      file = join(dir, 'index.html');
    const type = getMimeType(file) ?? 'application/octet-stream';
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
  };
  const server = http1
    ? createServer(handler)
    : createSecureServer({ ...localCertificate(), allowHTTP1: true }, handler);
  return new Promise((resolvePromise) => server.listen(port, '127.0.0.1', () => resolvePromise(server)));
}

/**
 * The builds the browser jobs open, on their ports (the baseline's when built); with `--settings=both` the runtime
 * job's once more in the other protocol on their own ports (`ports.otherProtocol`), both served at the same time.
 */
export async function serveBuilds() {
  const builds = [
    ['portal', paths.portalDist],
    ['floor', paths.floorDist],
    ['dataFloor', paths.dataFloorDist],
    ...(options.baseline && existsSync(paths.baselineDist) ? [['baseline', paths.baselineDist]] : []),
  ];
  const servers = [];
  for (const [name, dir] of builds) servers.push(await serveStatic(dir, ports[name]));
  if (options.settings.some((setting) => setting.protocol !== MAIN_PROTOCOL))
    for (const [name, dir] of builds)
      servers.push(await serveStatic(dir, ports.otherProtocol[name], { http1: MAIN_PROTOCOL !== 'h1' }));
  return servers;
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

async function startDemoApi(extraEnv) {
  await ensurePortFree(ports.api);
  const child = spawn(
    process.execPath,
    [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'apps/demo-api/src/main.ts'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        DEMO_API_PORT: String(ports.api),
        DEMO_ACCESS_TOKEN_TTL_SECONDS: '86400',
        // The builds' https origins: the demo API's CORS allows http://localhost:* alone by default.
        DEMO_PORTAL_ORIGINS: [
          PORTAL_URL,
          FLOOR_URL,
          DATA_FLOOR_URL,
          BASELINE_URL,
          RETURN_PORTAL_URL,
          RETURN_BASELINE_URL,
          ...Object.values(buildUrls(MAIN_PROTOCOL === 'h1' ? 'h2' : 'h1')),
        ].join(','),
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

/**
 * Runs `use(cookies)` against the demo API (apps/demo-api) on the bench's private port, `env` its settings (e.g.
 * DEMO_INVOICE_COUNT), with the cookies of a signed-in session; the API is stopped afterwards.
 */
export async function withDemoApi(env, use) {
  const api = await startDemoApi(env);
  try {
    return await use(await signIn());
  } finally {
    await stopChild(api);
  }
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
