import type { Server } from 'node:http';
import { createAdaptorServer, type HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { getResponse } from 'msw';
import {
  DEMO_CLIENT_HEADER,
  type DemoDatabase,
  FLYWIRE_STAND_IN_JS,
  PAYPAL_STAND_IN_JS,
  SPONSOR_TOKEN_HEADER,
} from '@portal/api-mocks';
import { isDefaultPortalOrigin } from './config';
import { answerSignIn, AUTH_PAGE_CSP, authPageLanguage, renderLoginPage } from './auth-page';
import { DEMO_PARTNERS_PREFIX, PARTNER_PAGE_CSP, renderPartnerPage } from './partner-pages';
import { routeReports } from './reports';
import { createWorlds, DEMO_WORLD_COOKIE, type Worlds } from './worlds';

/** Request bodies above this are refused with 413; the demo API never needs more. */
export const MAX_BODY_BYTES = 1024 * 1024;

export const AUTH_LOGIN_PATH = '/demo-auth/login';

const NOT_STORED = { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' };

export interface DemoServerOptions {
  db: DemoDatabase;
  /** Which origins may call the API with CORS; default: isDefaultPortalOrigin. */
  portalOrigins?: (origin: string) => boolean;
  /** Where failures are reported; defaults to console.error. */
  logError?: (error: unknown) => void;
}

const jsonError = (c: Context, status: 404 | 405 | 413 | 500, code: string, message: string) =>
  c.json({ error: { code, message } }, status, { 'Cache-Control': 'no-store' });

const html = (c: Context, status: 200 | 400 | 401, page: string, csp = AUTH_PAGE_CSP) =>
  c.html(page, status, { 'Content-Security-Policy': csp, 'Referrer-Policy': 'no-referrer', ...NOT_STORED });

/**
 * The embedded demo back end: the demo auth host, test controls for e2e, and the whole mock API of
 * libs/shared/api-mocks served over HTTP with CORS for the portal.
 */
export function createDemoServer({
  db,
  portalOrigins: allowed = isDefaultPortalOrigin,
  logError = console.error,
}: DemoServerOptions): Server {
  const worlds = createWorlds(db);
  const app = new Hono<{ Bindings: HttpBindings }>();

  app.use(async (c, next) => {
    await next();
    // Content comes in the language the portal asks for (docs/api.md "Languages of content").
    c.res.headers.set('Vary', 'Origin, Accept-Language');
  });
  app.use(
    cors({
      origin: (origin) => (origin && allowed(origin) ? origin : null),
      credentials: true,
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowHeaders: ['Authorization, XRefreshToken, X-Sponsor-Token, Content-Type'],
      maxAge: 600,
    }),
  );
  app.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => {
        // The rest of the upload is not read: the connection closes once the answer is out.
        c.header('Connection', 'close');
        return jsonError(c, 413, 'payload_too_large', 'The request body is larger than 1 MB.');
      },
    }),
  );

  app.get(AUTH_LOGIN_PATH, (c) =>
    html(c, 200, renderLoginPage({ language: authPageLanguage(c.req.query('lang') ?? null) })),
  );
  app.post(AUTH_LOGIN_PATH, async (c) => {
    const {
      status,
      html: page,
      cookies,
    } = answerSignIn(new URLSearchParams(await c.req.text()), worlds.of(c).db);
    for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
    return html(c, status, page);
  });
  app.all(AUTH_LOGIN_PATH, (c) => {
    c.header('Allow', 'GET, HEAD, POST');
    return jsonError(c, 405, 'method_not_allowed', 'Use GET or POST.');
  });

  routeTestControls(app, worlds);

  app.all(`${DEMO_PARTNERS_PREFIX}*`, async (c) => {
    const body = c.req.method === 'POST' ? await c.req.text() : '';
    const page = renderPartnerPage(c.req.method, new URL(c.req.url), body);
    if (page) return html(c, 200, page, PARTNER_PAGE_CSP);
    return jsonError(c, 404, 'not_found', 'No such partner page');
  });

  // The payment gateways' browser scripts, as demo stand-ins with the real surfaces (see gateway-stand-ins.ts).
  const script = (c: Context, code: string) =>
    c.body(code, 200, { 'Content-Type': 'application/javascript; charset=utf-8', ...NOT_STORED });
  app.get('/demo-gateways/paypal-sdk.js', (c) => script(c, PAYPAL_STAND_IN_JS));
  app.get('/demo-gateways/flywire-checkout.js', (c) => script(c, FLYWIRE_STAND_IN_JS));

  app.all('*', async (c) => {
    // Wrong sponsor links are counted per caller: its address, never a value the caller sends.
    const request = new Request(c.req.raw);
    request.headers.set(DEMO_CLIENT_HEADER, c.env.incoming.socket.remoteAddress ?? 'unknown');
    const sponsorToken = c.req.header(SPONSOR_TOKEN_HEADER);
    const world = sponsorToken ? await worlds.ofSponsor(sponsorToken) : worlds.of(c);
    return (await getResponse(world.handlers, request)) ?? jsonError(c, 404, 'not_found', 'No such endpoint');
  });

  app.onError((error, c) => {
    logError(error);
    return jsonError(c, 500, 'internal_error', 'The demo API failed to answer this request.');
  });

  return createAdaptorServer({ fetch: app.fetch }) as Server;
}

const demoClock = (db: DemoDatabase) => {
  const now = new Date(db.options.now());
  return { now: now.toISOString(), today: now.toISOString().slice(0, 10), offset_days: db.clockOffsetDays };
};

/** What the e2e tests control: tokens expired or revoked, a world reset, made or deleted, the e-mails sent. */
function routeTestControls(app: Hono<{ Bindings: HttpBindings }>, worlds: Worlds) {
  // `?token=` expires one session's access token only; without it, every session's.
  app.post(
    '/__demo/expire-access-tokens',
    (c) => (worlds.of(c).db.expireAccessTokens(c.req.query('token')), c.body(null, 204)),
  );
  app.post(
    '/__demo/revoke-refresh-tokens',
    (c) => (worlds.of(c).db.revokeRefreshTokens(), c.body(null, 204)),
  );
  app.post('/__demo/reset', (c) => (worlds.of(c).db.reset(), c.body(null, 204)));
  // `?email=` signs in that seeded student of the new world; the first one by default.
  app.post('/__demo/worlds', (c) => {
    const world = worlds.make(c.req.query('email'));
    if (!world) return jsonError(c, 404, 'not_found', 'No such seeded student');
    return c.json({ ...world, cookie: DEMO_WORLD_COOKIE }, 201, { 'Cache-Control': 'no-store' });
  });
  app.delete('/__demo/worlds/:id', (c) => (worlds.delete(c.req.param('id')), c.body(null, 204)));
  // The demo's clock, `?days=` ahead of where it is (back when negative): a plan's next or missed instalment is
  // reached without waiting a month. GET shows where it stands; a reset puts it back.
  app.post('/__demo/clock', (c) => {
    const days = Number(c.req.query('days'));
    if (!Number.isInteger(days) || Math.abs(days) > 3660)
      return c.json(
        { error: { code: 'invalid_query', message: 'days must be a whole number of days.' } },
        400,
        NOT_STORED,
      );
    worlds.of(c).db.moveClock(days);
    return c.json({ data: demoClock(worlds.of(c).db) }, 200, NOT_STORED);
  });
  app.get('/__demo/clock', (c) => c.json({ data: demoClock(worlds.of(c).db) }, 200, NOT_STORED));
  routeReports(app, (c) => worlds.of(c).reports);
  // The e-mails the demo would have sent (sponsors' invitations): tests read the links from here.
  app.get('/__demo/outbox', (c) => c.json({ data: worlds.of(c).db.sponsors.outbox }, 200, NOT_STORED));
}
