import type { BrowserContext, Page, Request, Route } from '@playwright/test';
import {
  DEMO_API_URL,
  DEMO_STUDENT,
  expect,
  expectSignedInAs,
  signInThroughFrame,
  worldHeaders,
} from './support';

/**
 * Helpers of the bad-day journeys (bad-day-*.spec.ts): faults made in the browser (Playwright routing,
 * `context.setOffline`, CDP network conditions), and the demo back end asked what really happened.
 */

/** The second demo student: the bad days pay, order and write as him, so Ana's seeded data stays as the other specs expect. */
export const KENJI = { ...DEMO_STUDENT, email: 'demo2@student.test', name: 'Kenji Tanaka' };

/** Every answer of the product API (`/student_portal/**` and the content endpoints), not the auth host, gateways or images. */
export const API_CALLS = (url: URL) =>
  url.origin === DEMO_API_URL &&
  !/^\/(auth|demo-auth|demo-gateways|demo-partners|__demo|images|avatars)\//.test(url.pathname);

/** The CORS headers the demo back end sends the portal, so that a made-up answer reaches the page as an HTTP status. */
export const corsHeaders = (request: Request) => ({
  'access-control-allow-origin': request.headers()['origin'] ?? 'http://localhost:8080',
  'access-control-allow-credentials': 'true',
  'content-type': 'application/json',
});

/** mulberry32: a small PRNG, so that a run's faults are the same every time. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * A fault decided by the seed and by the request itself (its page, address and how often it was asked), not by
 * the order in which parallel requests happen to arrive: the same requests fail on every run.
 */
export function seededChance(seed: number, key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1)
    hash = Math.imul(hash ^ key.charCodeAt(index), 0x01000193);
  return seededRandom(seed ^ hash)();
}

/** Counts the requests of a context that match, as they leave the browser. */
export function countRequests(context: BrowserContext, method: string, path: RegExp): () => number {
  let count = 0;
  context.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) count += 1;
  });
  return () => count;
}

/**
 * Asks the test's world of the demo back end as the given student (a fresh sign-in of its own, so an expired token
 * never matters).
 */
export async function backEnd<T>(path: string, student = KENJI): Promise<T> {
  const login = await fetch(`${DEMO_API_URL}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...worldHeaders() },
    body: JSON.stringify({ email: student.email, password: student.password }),
  });
  expect(login.ok).toBe(true);
  const { data: tokens } = (await login.json()) as { data: { access: string } };
  const response = await fetch(`${DEMO_API_URL}${path}`, {
    headers: { authorization: `Bearer ${tokens.access}` },
  });
  expect(response.ok, path).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

export interface BackEndPayment {
  id: number;
  invoice_id: number | null;
  order_id?: number | null;
  status: string;
  gateway: string;
}

/** The payments started through the portal's gateways (checkouts), as the demo back end has them. */
export const portalPayments = (student = KENJI) =>
  backEnd<BackEndPayment[]>('/student_portal/payment', student);

/** Opens a panel address signed out, signs in as the student through the frame, and waits to be back on it. */
export async function signInAt(page: Page, path: string, student = KENJI): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/auth$/);
  await signInThroughFrame(page, student);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`), { timeout: 15_000 });
  await expectSignedInAs(page, student.name);
}

/** Answers the matching requests with an API error of the given status (with CORS, as the back end would). */
export function answerWith(status: number, code: string, message: string) {
  return (route: Route) =>
    route.fulfill({
      status,
      headers: corsHeaders(route.request()),
      body: JSON.stringify({ error: { code, message } }),
    });
}
