import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import {
  createHandlers,
  FLYWIRE_STAND_IN_JS,
  PAYPAL_STAND_IN_JS,
  type DemoDatabase,
} from '@portal/api-mocks';
import { AUTH_PAGE_CSP, authPageLanguage, renderLoginPage, renderSignedInPage } from './auth-page';
import { DEMO_PARTNERS_PREFIX, PARTNER_PAGE_CSP, renderPartnerPage } from './partner-pages';

/** Request bodies above this are refused with 413; the demo API never needs more. */
export const MAX_BODY_BYTES = 1024 * 1024;

export const AUTH_LOGIN_PATH = '/demo-auth/login';

/** The payment gateways' browser scripts, as demo stand-ins with the real surfaces (see gateway-stand-ins.ts). */
const DEMO_GATEWAY_SCRIPTS: Record<string, string> = {
  '/demo-gateways/paypal-sdk.js': PAYPAL_STAND_IN_JS,
  '/demo-gateways/flywire-checkout.js': FLYWIRE_STAND_IN_JS,
};

/** Cookie lifetimes as in ARCHITECTURE.md section 4: access 1 day, refresh and portal token 60 days. */
const COOKIE_MAX_AGE = {
  access: 86_400,
  refresh: 5_184_000,
  student_portal_token: 5_184_000,
} as const;

const DEFAULT_PORTAL_ORIGINS = [
  'http://localhost:4200',
  'http://localhost:4300',
  'http://127.0.0.1:4200',
  'http://127.0.0.1:4300',
];

const ALLOWED_METHODS = 'GET,POST,PUT,PATCH,DELETE,OPTIONS';
const ALLOWED_HEADERS = 'Authorization, XRefreshToken, Content-Type';

export interface DemoServerOptions {
  db: DemoDatabase;
  /**
   * Origins allowed to call the API with CORS. Default: the portal's dev and e2e ports on localhost and
   * 127.0.0.1, plus any http://localhost:<port>. A list replaces the defaults; a function decides itself.
   */
  portalOrigins?: readonly string[] | ((origin: string) => boolean);
  /** Where failures are reported; defaults to console.error. */
  logError?: (error: unknown) => void;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function isDefaultPortalOrigin(origin: string): boolean {
  return DEFAULT_PORTAL_ORIGINS.includes(origin) || /^http:\/\/localhost:\d{1,5}$/.test(origin);
}

function sendJsonError(res: ServerResponse, status: number, code: string, message: string): void {
  const body = JSON.stringify({ error: { code, message } });
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-store');
  res.end(body);
}

function sendHtml(
  res: ServerResponse,
  status: number,
  html: string,
  extraHeaders: Record<string, string | string[]> = {},
) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Security-Policy', AUTH_PAGE_CSP);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
  res.end(html);
}

/** Reads the whole body, refusing more than MAX_BODY_BYTES. */
function readBody(req: IncomingMessage): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
    return Promise.reject(new HttpError(413, 'payload_too_large', 'The request body is larger than 1 MB.'));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const onData = (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        done = true;
        chunks.length = 0;
        reject(new HttpError(413, 'payload_too_large', 'The request body is larger than 1 MB.'));
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => {
      if (done) return;
      done = true;
      resolve(Buffer.concat(chunks));
    });
    req.on('error', (error) => {
      if (done) return;
      done = true;
      reject(error);
    });
  });
}

function requestUrl(req: IncomingMessage): URL {
  const path = req.url && req.url.startsWith('/') ? req.url : '/';
  try {
    return new URL(path, `http://${req.headers.host ?? 'localhost'}`);
  } catch {
    return new URL(path, 'http://localhost');
  }
}

function toFetchRequest(req: IncomingMessage, url: URL, body: Buffer | null): Request {
  const headers = new Headers();
  for (let index = 0; index + 1 < req.rawHeaders.length; index += 2) {
    const name = req.rawHeaders[index] ?? '';
    const lower = name.toLowerCase();
    if (
      lower === 'host' ||
      lower === 'connection' ||
      lower === 'content-length' ||
      lower === 'transfer-encoding'
    ) {
      continue;
    }
    try {
      headers.append(name, req.rawHeaders[index + 1] ?? '');
    } catch {
      // A header value a Fetch Headers object refuses: the mock handlers never need it.
    }
  }
  const method = (req.method ?? 'GET').toUpperCase();
  const hasBody = method !== 'GET' && method !== 'HEAD' && body !== null && body.length > 0;
  return new Request(url, { method, headers, body: hasBody ? new Uint8Array(body) : undefined });
}

async function writeFetchResponse(res: ServerResponse, response: Response, method: string): Promise<void> {
  const body = method === 'HEAD' ? null : Buffer.from(await response.arrayBuffer());
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (
      name === 'set-cookie' ||
      name === 'content-length' ||
      name === 'transfer-encoding' ||
      name === 'connection'
    ) {
      return;
    }
    res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  res.end(body ?? undefined);
}

function sessionCookie(name: keyof typeof COOKIE_MAX_AGE, value: string): string {
  // Host-only (no Domain) and readable by the portal's JavaScript (no HttpOnly): cookies ignore ports, so
  // the portal on localhost:4200 sees what localhost:3333 sets.
  return `${name}=${encodeURIComponent(value)}; Max-Age=${COOKIE_MAX_AGE[name]}; Path=/; SameSite=Lax`;
}

/**
 * The embedded demo back end: the demo auth host, test controls for e2e, and the whole mock API of
 * libs/api-mocks served over HTTP with CORS for the portal.
 */
export function createDemoServer({ db, portalOrigins, logError = console.error }: DemoServerOptions): Server {
  const handlers = createHandlers(db);
  const originAllowed =
    typeof portalOrigins === 'function'
      ? portalOrigins
      : portalOrigins
        ? (origin: string) => portalOrigins.includes(origin)
        : isDefaultPortalOrigin;

  async function handleLoginForm(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req);
    const form = new URLSearchParams(body.toString('utf8'));
    const email = (form.get('email') ?? '').trim();
    const password = form.get('password') ?? '';
    const language = authPageLanguage(form.get('lang'));
    if (!email || !password) {
      sendHtml(res, 400, renderLoginPage({ email, error: 'missingFields', language }));
      return;
    }
    const tokens = db.login(email, password);
    if (!tokens) {
      sendHtml(res, 401, renderLoginPage({ email, error: 'wrongCredentials', language }));
      return;
    }
    const cookies = [sessionCookie('access', tokens.access), sessionCookie('refresh', tokens.refresh)];
    if (tokens.student_portal_token) {
      cookies.push(sessionCookie('student_portal_token', tokens.student_portal_token));
    }
    sendHtml(res, 200, renderSignedInPage(language), { 'Set-Cookie': cookies });
  }

  function handleControl(path: string, res: ServerResponse): boolean {
    const controls: Record<string, () => void> = {
      '/__demo/expire-access-tokens': () => db.expireAccessTokens(),
      '/__demo/revoke-refresh-tokens': () => db.revokeRefreshTokens(),
      '/__demo/reset': () => db.reset(),
    };
    const control = controls[path];
    if (!control) return false;
    control();
    res.statusCode = 204;
    res.end();
    return true;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const url = requestUrl(req);
    const origin = req.headers.origin;

    // Content comes in the language the portal asks for (docs/api.md "Languages of content").
    res.setHeader('Vary', 'Origin, Accept-Language');
    if (origin && originAllowed(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
    }
    if (method === 'OPTIONS') {
      if (origin && originAllowed(origin)) {
        res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
        res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
        res.setHeader('Access-Control-Max-Age', '600');
      }
      res.statusCode = 204;
      res.end();
      return;
    }

    if (url.pathname === AUTH_LOGIN_PATH) {
      if (method === 'GET' || method === 'HEAD') {
        sendHtml(res, 200, renderLoginPage({ language: authPageLanguage(url.searchParams.get('lang')) }));
        return;
      }
      if (method === 'POST') {
        await handleLoginForm(req, res);
        return;
      }
      res.setHeader('Allow', 'GET, HEAD, POST');
      sendJsonError(res, 405, 'method_not_allowed', 'Use GET or POST.');
      return;
    }

    if (method === 'POST' && handleControl(url.pathname, res)) return;

    if (url.pathname.startsWith(DEMO_PARTNERS_PREFIX)) {
      const body = method === 'POST' ? await readBody(req) : null;
      const page = renderPartnerPage(method, url, body?.toString('utf8') ?? '');
      if (page) {
        sendHtml(res, page.status, method === 'HEAD' ? '' : page.html, {
          'Content-Security-Policy': PARTNER_PAGE_CSP,
        });
      } else sendJsonError(res, 404, 'not_found', 'No such partner page');
      return;
    }

    const gatewayScript = DEMO_GATEWAY_SCRIPTS[url.pathname];
    if (gatewayScript !== undefined && (method === 'GET' || method === 'HEAD')) {
      res.statusCode = 200;
      res.setHeader('Content-Type', 'application/javascript; charset=utf-8');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cache-Control', 'no-store');
      res.end(method === 'HEAD' ? undefined : gatewayScript);
      return;
    }

    const body = method === 'GET' || method === 'HEAD' ? null : await readBody(req);
    const response = await getResponse(handlers, toFetchRequest(req, url, body));
    if (!response) {
      sendJsonError(res, 404, 'not_found', 'No such endpoint');
      return;
    }
    await writeFetchResponse(res, response, method);
  }

  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof HttpError) {
        if (error.status === 413) {
          // Discard the rest of the upload and close the connection once the answer is out.
          res.setHeader('Connection', 'close');
          req.resume();
        }
        if (!res.headersSent) sendJsonError(res, error.status, error.code, error.message);
        else res.destroy();
        return;
      }
      logError(error);
      if (!res.headersSent)
        sendJsonError(res, 500, 'internal_error', 'The demo API failed to answer this request.');
      else res.destroy();
    });
  });
}
