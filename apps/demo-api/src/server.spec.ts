import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { DemoDatabase } from '@portal/api-mocks';
import { MAX_BODY_BYTES } from './server';
import { startDemoServer } from './test-server';

const db = new DemoDatabase();
const demo = startDemoServer(db);
const portal = 'http://localhost:4200';
afterEach(() => db.reset());

function postForm(fields: Record<string, string>) {
  return fetch(`${demo.base}/demo-auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

async function apiLogin(email = 'demo@student.test', password = 'demo1234') {
  const response = await fetch(`${demo.base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: portal },
    body: JSON.stringify({ email, password }),
  });
  return { response, body: await response.json() };
}

function invoices(access: string) {
  return fetch(`${demo.base}/student_portal/invoices`, {
    headers: { authorization: `Bearer ${access}`, origin: portal },
  });
}

describe('demo auth host', () => {
  it('serves an accessible, frameable sign-in page with the demo credentials', async () => {
    const response = await fetch(`${demo.base}/demo-auth/login`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('x-frame-options')).toBeNull();
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('frame-ancestors http://localhost:* http://127.0.0.1:*');
    expect(csp).toContain("default-src 'self'");
    // Its one <style> element by its hash: no inline style else.
    const styleHash = /style-src '(sha256-[\w+/=]+)'/.exec(csp)?.[1];
    expect(styleHash).toBeDefined();
    expect(csp).not.toContain('unsafe-inline');

    const html = await response.text();
    expect(html).toContain('<title>Student portal sign-in</title>');
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(`sha256-${createHash('sha256').update(style, 'utf8').digest('base64')}`).toBe(styleHash);
    expect(html).toMatch(
      /<main aria-labelledby="page-title">\s*<h1 id="page-title">Student portal sign-in<\/h1>/,
    );
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toMatch(/<input id="email" name="email"/);
    expect(html).toMatch(/<input id="password" name="password" type="password"/);
    expect(html).toMatch(/<form method="post" action="\/demo-auth\/login">/);
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).toContain('demo@student.test / demo1234');
    expect(html).toContain('demo2@student.test / demo1234');
    expect(html).toContain('#f47b20');
    expect(html).toContain('prefers-color-scheme: dark');
    expect(html).not.toMatch(/<script|<link|https?:\/\/(?!localhost)/);
  });

  it('signs in with the form and sets the three readable, host-only session cookies', async () => {
    const response = await postForm({ email: 'demo@student.test', password: 'demo1234' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Signed in. Taking you to your portal…');

    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(3);
    const byName = Object.fromEntries(cookies.map((cookie) => [cookie.split('=')[0], cookie]));
    expect(byName['access']).toMatch(/^access=acc_[\w-]+; Max-Age=86400; Path=\/; SameSite=Lax$/);
    expect(byName['refresh']).toMatch(/^refresh=ref_[\w-]+; Max-Age=5184000; Path=\/; SameSite=Lax$/);
    expect(byName['student_portal_token']).toMatch(
      /^student_portal_token=spt_1001_[\w-]+; Max-Age=5184000; Path=\/; SameSite=Lax$/,
    );
    for (const cookie of cookies) {
      expect(cookie.toLowerCase()).not.toContain('domain=');
      expect(cookie.toLowerCase()).not.toContain('httponly');
    }

    // The access cookie is a working API token.
    const access = decodeURIComponent(/^access=([^;]+)/.exec(byName['access'] ?? '')?.[1] ?? '');
    expect((await invoices(access)).status).toBe(200);
  });

  it('refuses wrong credentials with an alert and keeps the (escaped) email', async () => {
    const email = '<script>x</script>@a.b';
    const response = await postForm({ email, password: 'wrong' });
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie()).toEqual([]);
    const html = await response.text();
    expect(html).toMatch(/role="alert"[^>]*>Wrong email or password\. Try the demo credentials below\.</);
    expect(html).toContain('value="&#60;script&#62;x&#60;/script&#62;@a.b"');
    expect(html).not.toContain('<script>');
  });

  it('asks for both fields when one is empty', async () => {
    const response = await postForm({ email: 'demo@student.test', password: '' });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toMatch(/role="alert"[^>]*>Enter both your email and your password\.</);
    expect(html).toContain('value="demo@student.test"');
  });
});

describe('demo auth host in the portal language', () => {
  it('serves the page in Arabic, right to left, for ?lang=ar, and answers a wrong password in Arabic', async () => {
    const html = await (await fetch(`${demo.base}/demo-auth/login?lang=ar`)).text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<h1 id="page-title">تسجيل الدخول إلى بوابة الطلاب</h1>');
    expect(html).toContain('<label for="email">البريد الإلكتروني</label>');
    expect(html).toContain('<input type="hidden" name="lang" value="ar">');

    const wrong = await postForm({ email: 'demo@student.test', password: 'nope', lang: 'ar' });
    expect(wrong.status).toBe(401);
    const answer = await wrong.text();
    expect(answer).toContain('<html lang="ar" dir="rtl">');
    expect(answer).toContain('البريد الإلكتروني أو كلمة المرور غير صحيحة');
  });

  it('serves Simplified Chinese for ?lang=zh-CN', async () => {
    const html = await (await fetch(`${demo.base}/demo-auth/login?lang=zh-CN`)).text();
    expect(html).toContain('<html lang="zh-CN" dir="ltr">');
    expect(html).toContain('<button type="submit">登录</button>');
  });

  it.each(['fr', 'ar"><script>', ''])('serves English for an unknown language %j', async (lang) => {
    const html = await (await fetch(`${demo.base}/demo-auth/login?lang=${encodeURIComponent(lang)}`)).text();
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<h1 id="page-title">Student portal sign-in</h1>');
    expect(html).not.toContain('<script');
  });
});

describe('CORS', () => {
  it('answers the preflight of a portal call carrying the refresh-token header', async () => {
    const response = await fetch(`${demo.base}/student_portal/invoices`, {
      method: 'OPTIONS',
      headers: {
        origin: portal,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,xrefreshtoken',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(portal);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'Authorization, XRefreshToken, X-Sponsor-Token, Content-Type',
    );
    expect(response.headers.get('access-control-allow-methods')).toBe('GET,POST,PUT,PATCH,DELETE,OPTIONS');
  });

  it('allows the e2e port and any localhost port, but not a foreign origin', async () => {
    for (const origin of ['http://127.0.0.1:4300', 'http://localhost:5173']) {
      const response = await fetch(`${demo.base}/student_portal/invoices`, {
        method: 'OPTIONS',
        headers: { origin },
      });
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    }
    const foreign = await fetch(`${demo.base}/student_portal/invoices`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('mock API over HTTP', () => {
  it('signs in with JSON and serves invoices with CORS headers', async () => {
    const { response, body } = await apiLogin();
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(portal);
    expect(response.headers.get('content-type')).toContain('application/json');

    const list = await invoices(body.data.access);
    expect(list.status).toBe(200);
    expect(list.headers.get('access-control-allow-origin')).toBe(portal);
    expect(list.headers.get('access-control-allow-credentials')).toBe('true');
    expect((await list.json()).data.length).toBeGreaterThan(5);
  });

  it('answers content in the language the portal asks for, saying which, and varies on it', async () => {
    const { body } = await apiLogin();
    // Whatever today is: the notice's own date is the mock's concern (global-notification-banner.spec.tsx).
    db.globalNotification = { ...db.globalNotification, expires_at: null };
    const notice = await fetch(`${demo.base}/student_portal/global_notification`, {
      headers: { authorization: `Bearer ${body.data.access}`, origin: portal, 'accept-language': 'ar' },
    });
    expect(notice.headers.get('content-language')).toBe('ar');
    expect(notice.headers.get('vary')).toBe('Origin, Accept-Language');
    expect((await notice.json()).data.message).toBe(
      'مكتب الطلاب مغلق يوم الجمعة 27 نوفمبر بسبب تدريب الموظفين.',
    );
  });

  it('expires access tokens on request, and refreshes with the XRefreshToken header', async () => {
    const { body } = await apiLogin();
    const control = await fetch(`${demo.base}/__demo/expire-access-tokens`, { method: 'POST' });
    expect(control.status).toBe(204);
    expect((await invoices(body.data.access)).status).toBe(401);

    const refreshed = await fetch(`${demo.base}/auth/refresh_token`, {
      method: 'POST',
      headers: { xrefreshtoken: body.data.refresh },
    });
    expect(refreshed.status).toBe(200);
    const { data } = await refreshed.json();
    expect((await invoices(data.access)).status).toBe(200);
  });

  it('expires one session’s access token only when given it, leaving the others valid', async () => {
    const mine = (await apiLogin()).body.data.access;
    const other = (await apiLogin()).body.data.access;
    const control = await fetch(
      `${demo.base}/__demo/expire-access-tokens?token=${encodeURIComponent(mine)}`,
      {
        method: 'POST',
      },
    );
    expect(control.status).toBe(204);
    expect((await invoices(mine)).status).toBe(401);
    expect((await invoices(other)).status).toBe(200);
  });

  it('moves the demo’s clock by days on request, shows it, and puts it back on a reset', async () => {
    const before = await (await fetch(`${demo.base}/__demo/clock`)).json();
    expect(before.data.offset_days).toBe(0);
    const moved = await fetch(`${demo.base}/__demo/clock?days=45`, { method: 'POST' });
    expect(moved.status).toBe(200);
    const { data } = await moved.json();
    expect(data.offset_days).toBe(45);
    expect(Date.parse(data.now) - Date.parse(before.data.now)).toBeGreaterThanOrEqual(45 * 86_400_000);
    expect((await fetch(`${demo.base}/__demo/clock?days=soon`, { method: 'POST' })).status).toBe(400);
    await fetch(`${demo.base}/__demo/reset`, { method: 'POST' });
    expect((await (await fetch(`${demo.base}/__demo/clock`)).json()).data.offset_days).toBe(0);
  });

  it('revokes refresh tokens and resets the database on request', async () => {
    const { body } = await apiLogin();
    expect((await fetch(`${demo.base}/__demo/revoke-refresh-tokens`, { method: 'POST' })).status).toBe(204);
    const refreshed = await fetch(`${demo.base}/auth/refresh_token`, {
      method: 'POST',
      headers: { xrefreshtoken: body.data.refresh },
    });
    expect(refreshed.status).toBe(401);

    expect((await fetch(`${demo.base}/__demo/reset`, { method: 'POST' })).status).toBe(204);
    expect((await invoices(body.data.access)).status).toBe(401);
  });

  it('lists the invitations it would have mailed, and counts wrong sponsor links per caller address', async () => {
    const { body } = await apiLogin();
    const invited = await fetch(`${demo.base}/student_portal/sponsors`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${body.data.access}`,
        origin: portal,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        name: 'João Pereira',
        email: 'joao@family.test',
        relationship: 'parent',
        language: 'en',
        scope: { kind: 'all' },
        limit: null,
        ends_on: null,
      }),
    });
    expect(invited.status).toBe(201);
    const outbox = await (await fetch(`${demo.base}/__demo/outbox`)).json();
    const link: string = outbox.data[0].link;
    expect(link).toMatch(new RegExp(`^${portal}/sponsor/[A-Za-z0-9_-]{43}$`));
    const token = link.split('/sponsor/')[1] ?? '';
    const view = (secret: string, client: string) =>
      fetch(`${demo.base}/sponsor/view`, {
        headers: { 'x-sponsor-token': secret, 'x-demo-client': client, origin: portal },
      });
    // A caller cannot escape the count by naming itself another client.
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await view(`${'C'.repeat(42)}${attempt}`, `spoof-${attempt}`)).status).toBe(404);
    const blocked = await view(token, 'spoof-new');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('access-control-allow-origin')).toBe(portal);
  });

  it('gives a test a world of its own: fresh seeded data, signed in, reached by its tokens or its cookie', async () => {
    db.updateStudent(1001, { student_firstname: 'Changed' });
    const made = await fetch(`${demo.base}/__demo/worlds`, { method: 'POST' });
    expect(made.status).toBe(201);
    const world = (await made.json()) as { id: string; cookie: string; tokens: { access: string } };
    expect(world.tokens.access.startsWith(`acc_${world.id}.`)).toBe(true);
    const profile = await fetch(`${demo.base}/student_portal/profile`, {
      headers: { authorization: `Bearer ${world.tokens.access}` },
    });
    expect((await profile.json()).data.student_firstname).toBe('Ana');

    // The sign-in form and the demo controls act on the world the cookie names, never on the server's own data.
    const cookie = `${world.cookie}=${world.id}`;
    const signIn = await fetch(`${demo.base}/demo-auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams({ email: 'demo@student.test', password: 'demo1234' }).toString(),
    });
    expect(signIn.headers.getSetCookie().join()).toContain(`access=acc_${world.id}.`);
    const home = (await apiLogin()).body.data.access;
    await fetch(`${demo.base}/__demo/expire-access-tokens`, { method: 'POST', headers: { cookie } });
    expect((await invoices(world.tokens.access)).status).toBe(401);
    expect((await invoices(home)).status).toBe(200);

    const other = (await (
      await fetch(`${demo.base}/__demo/worlds`, { method: 'POST' })
    ).json()) as typeof world;
    expect(other.id).not.toBe(world.id);
    expect((await fetch(`${demo.base}/__demo/worlds/${other.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await invoices(other.tokens.access)).status).toBe(401);
  });

  it('answers an unknown path with a 404 JSON error', async () => {
    const response = await fetch(`${demo.base}/no/such/thing`, { headers: { origin: portal } });
    expect(response.status).toBe(404);
    expect(response.headers.get('access-control-allow-origin')).toBe(portal);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'No such endpoint' } });
  });

  it('answers malformed JSON with a 4xx JSON error and keeps serving', async () => {
    const response = await fetch(`${demo.base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": "demo@student.test", ',
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect((await response.json()).error.code).toBeTruthy();
    expect((await apiLogin()).response.status).toBe(200);
  });

  it('refuses bodies over 1 MB with 413 and keeps serving', async () => {
    const response = await fetch(`${demo.base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x'.repeat(MAX_BODY_BYTES + 10), password: 'demo1234' }),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe('payload_too_large');
    expect((await apiLogin()).response.status).toBe(200);
  });

  it('refuses a chunked upload that grows past 1 MB with 413', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(`${demo.base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      });
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      const chunk = 'x'.repeat(64 * 1024);
      for (let sent = 0; sent <= MAX_BODY_BYTES; sent += chunk.length) request.write(chunk);
      request.end();
    });
    expect(status).toBe(413);
    expect((await apiLogin()).response.status).toBe(200);
  });
});

describe('demo payment gateways', () => {
  it('serves the PayPal and Flywire stand-in scripts as JavaScript', async () => {
    for (const path of ['/demo-gateways/paypal-sdk.js', '/demo-gateways/flywire-checkout.js']) {
      const response = await fetch(`${demo.base}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
      expect(await response.text()).toMatch(/window\.(paypal|FlywirePayment) = /);
    }
  });

  it('takes a PayPal payment of an invoice through checkout, capture and confirmation', async () => {
    const { body } = await apiLogin();
    const headers = {
      authorization: `Bearer ${body.data.access}`,
      'content-type': 'application/json',
      origin: portal,
    };
    const checkout = await fetch(`${demo.base}/payment/checkout`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        payment_type: 'invoice',
        invoice_id: 7,
        gateway: 'paypal',
        paypal_region: 'GB',
      }),
    }).then((r) => r.json());
    expect(checkout.data).toMatchObject({
      gateway: 'paypal',
      invoice_id: 7,
      amount: 255.5,
      order_id: expect.any(String),
    });
    const capture = await fetch(`${demo.base}/payment/paypal/capture_order`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ payment_id: checkout.data.payment_id, order_id: checkout.data.order_id }),
    }).then((r) => r.json());
    expect(capture.data.status).toBe('pending');
    const status = await fetch(`${demo.base}/student_portal/payment/${checkout.data.payment_id}`, {
      headers,
    }).then((r) => r.json());
    expect(status.data.status).toBe('completed');
    const invoice = await fetch(`${demo.base}/student_portal/invoices/7`, { headers }).then((r) => r.json());
    expect(invoice.data).toMatchObject({ status: 'paid', amount_due: 0 });
  });
});
