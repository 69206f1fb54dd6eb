import type { APIRequestContext, APIResponse } from '@playwright/test';
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_API_URL, expect, test } from './support';

// What apps/portal/nginx sends, checked on the server the journeys run against (npm run serve). The demo back
// end is API, auth host, gateway host (its /demo-gateways/ stand-ins) and partner frame host at once.

type Policy = Map<string, string[]>;

function parsePolicy(header: string | undefined): Policy {
  const policy: Policy = new Map();
  for (const directive of (header ?? '').split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

/** The CSP hash source of each inline script of a page. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes ?? ''))
    .map(
      ([, , body]) =>
        `'sha256-${createHash('sha256')
          .update(body ?? '', 'utf8')
          .digest('base64')}'`,
    );
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

function expectSecurityHeaders(response: APIResponse, referrerPolicy = 'strict-origin-when-cross-origin') {
  const headers = response.headers();
  const policy = parsePolicy(headers['content-security-policy']);

  expect(policy.get('default-src')).toEqual(["'self'"]);
  const scripts = policy.get('script-src') ?? [];
  expect(scripts).toContain("'self'");
  expect(scripts).toContain(DEMO_API_URL);
  for (const loose of [
    "'unsafe-inline'",
    "'unsafe-eval'",
    "'unsafe-hashes'",
    '*',
    'data:',
    'blob:',
    'http:',
  ]) {
    expect(scripts, `script-src must not allow ${loose}`).not.toContain(loose);
  }
  // Styles: files of this origin, and the <style> elements that carry this answer's nonce; never unsafe-inline.
  const styles = policy.get('style-src') ?? [];
  expect(styles).toEqual(["'self'", expect.stringMatching(/^'nonce-[0-9a-f]{32}'$/), "'report-sample'"]);
  expect(policy.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', DEMO_API_URL]));
  expect(policy.get('connect-src')).toEqual(expect.arrayContaining(["'self'", DEMO_API_URL]));
  expect(policy.get('frame-src')).toEqual([DEMO_API_URL]);
  expect(policy.get('worker-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);

  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe(referrerPolicy);
  const permissions = headers['permissions-policy'] ?? '';
  for (const denied of ['camera=()', 'microphone=()', 'geolocation=()', 'usb=()', 'display-capture=()']) {
    expect(permissions).toContain(denied);
  }
  expect(permissions).toContain(`payment=(self "${DEMO_API_URL}")`);
  expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['server']).toBe('nginx');
  return policy;
}

test.describe('index.html', () => {
  for (const path of ['/', '/auth', '/panel', '/panel/dashboard', '/panel/invoices/7', '/index.html']) {
    test(`${path} answers the app shell, never cached, with every security header`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers()['cache-control']).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain('<div id="root"></div>');

      const policy = expectSecurityHeaders(response);
      // The page carries the nonce its policy names (antd's <style> elements take it from there), a fresh one
      // per answer, and no validator that would pair a remembered page with a newer answer's nonce.
      const nonce = /^'nonce-(\w+)'$/.exec(policy.get('style-src')?.[1] ?? '')?.[1];
      expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(html).not.toContain('PORTAL_CSP_NONCE');
      const again = await request.get(path);
      expect(again.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`);
      expect(response.headers()['etag']).toBeUndefined();
      expect(response.headers()['last-modified']).toBeUndefined();
      // The theme-before-first-paint script (and any other inline script) is allowed by its hash alone.
      const hashes = inlineScriptHashes(html);
      expect(hashes.length).toBeGreaterThan(0);
      expect(policy.get('script-src')).toEqual(expect.arrayContaining(hashes));
    });
  }

  test('a sponsor’s link answers the app shell with every security header, and sends no Referer', async ({
    request,
  }) => {
    const response = await request.get(`/sponsor/${'A'.repeat(43)}`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
    expectSecurityHeaders(response, 'no-referrer');
  });

  test('no other path falls back to the app shell', async ({ request }) => {
    for (const path of ['/dashboard', '/panelx', '/authx', '/auth/extra', '/.vite/manifest.json']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).not.toContain('<div id="root">');
      expectSecurityHeaders(response);
    }
  });

  test('the inline theme script runs under the policy, an injected one does not', async ({
    page,
    cspViolations,
  }) => {
    await page.goto('/panel/dashboard');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // The app's module scripts ran: React rendered into #root.
    await expect(page.locator('#root > *').first()).toBeAttached();

    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.documentElement.dataset.injected = "yes"';
      document.head.append(script);
    });
    await expect
      .poll(() => cspViolations.some((text) => text.includes('script-src-elem blocked inline')))
      .toBe(true);
    await expect(page.locator('html')).not.toHaveAttribute('data-injected', 'yes');
    cspViolations.length = 0;
  });

  test("antd's styles carry the page's nonce, an injected <style> without it is refused", async ({
    page,
    cspViolations,
  }) => {
    await page.goto('/panel/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // antd's theme variables are written at run time, with the nonce: the page's text has antd's colour.
    const themed = await page.evaluate(() => {
      const styles = [...document.querySelectorAll('style')];
      return {
        count: styles.length,
        allNonced: styles.every((style) => style.nonce !== ''),
        text: getComputedStyle(document.querySelector('.portal-root') ?? document.body)
          .getPropertyValue('--ant-color-text')
          .trim(),
      };
    });
    expect(themed.count).toBeGreaterThan(0);
    expect(themed.allNonced).toBe(true);
    expect(themed.text).not.toBe('');

    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'html { --injected: yes; }';
      document.head.append(style);
    });
    await expect
      .poll(() => cspViolations.some((text) => text.includes('style-src-elem blocked inline')))
      .toBe(true);
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--injected')),
    ).toBe('');
    cspViolations.length = 0;
  });
});

test.describe('built files', () => {
  async function builtFiles(request: APIRequestContext) {
    const html = await (await request.get('/index.html')).text();
    const script = /<script type="module"[^>]*src="(\/static\/js\/[^"]+\.js)"/.exec(html)?.[1];
    const style = /<link rel="stylesheet"[^>]*href="(\/static\/css\/[^"]+\.css)"/.exec(html)?.[1];
    expect(script, 'the entry script').toBeDefined();
    expect(style, 'the entry style sheet').toBeDefined();
    return { script: script ?? '', style: style ?? '' };
  }

  test('a static/js file is cached for a year, immutable, compressed, with every security header', async ({
    request,
  }) => {
    const { script } = await builtFiles(request);
    const response = await request.get(script, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/javascript/);
    expect(response.headers()['cache-control']).toBe(IMMUTABLE);
    expect(response.headers()['content-encoding']).toBe('gzip');
    expect(response.headers()['vary']).toBe('Accept-Encoding');
    expectSecurityHeaders(response);
  });

  test('a static/css file is cached for a year, immutable', async ({ request }) => {
    const { style } = await builtFiles(request);
    const response = await request.get(style);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/css/);
    expect(response.headers()['cache-control']).toBe(IMMUTABLE);
    expectSecurityHeaders(response);
  });

  test('the worker, version.json and the manifest are never cached', async ({ request }) => {
    const expected: Record<string, RegExp> = {
      '/sw.js': /^application\/javascript/,
      '/version.json': /^application\/json/,
      '/manifest.webmanifest': /^application\/manifest\+json/,
    };
    for (const [path, type] of Object.entries(expected)) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toMatch(type);
      expect(response.headers()['cache-control'], path).toBe('no-cache');
      expectSecurityHeaders(response);
    }
  });

  test('a chunk that is not there answers 404, not the app shell', async ({ request }) => {
    for (const path of ['/static/js/removed-by-a-deploy-0123abcd.js', '/static/css/gone-0123abcd.css']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['cache-control'], path).toBeUndefined();
      expect(await response.text(), path).not.toContain('<div id="root">');
      expectSecurityHeaders(response);
    }
  });
});

/** A page of another origin (127.0.0.1 on a port of its own) that puts the portal in a frame. */
async function startFramer(portalUrl: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>Framer</title><iframe title="portal" src="${portalUrl}"></iframe>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('another origin cannot frame the portal', async ({ browser, baseURL }) => {
  const framer = await startFramer(`${baseURL}/auth`);
  // A context of its own: the refused frame is the point here, not a violation of the portal's policy.
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const portalResponse = page.waitForResponse(`${baseURL}/auth`);
    await page.goto(framer.url);
    expect((await portalResponse).headers()['x-frame-options']).toBe('DENY');

    // The browser refuses the answer: the frame shows its error page, never the portal.
    await expect
      .poll(() => page.frames().map((frame) => frame.url()))
      .toContain('chrome-error://chromewebdata/');
    await expect(page.frameLocator('iframe[title="portal"]').locator('#root')).toHaveCount(0);
  } finally {
    await context.close();
    await framer.close();
  }
});
