import {
  test as base,
  expect,
  type BrowserContext,
  type Cookie,
  type Locator,
  type Page,
} from '@playwright/test';

export { expect };

/** What the guard's listener prints, so that the console listener can tell it from the page's own errors. */
const VIOLATION_MARK = '[csp-violation]';
/**
 * The injections the policy refuses and the product lives without (docs/deploying.md; upstream ant-design#55982,
 * ant-design#58150, react-component/util#613), known by their sample (the policy's 'report-sample'), nothing else:
 * the <style> element antd's Table measures the scrollbar with (the measurement falls back to the element's own
 * size), and the scroll lock of antd's Drawer and Modal (ui.css locks the page instead).
 */
const ALLOWED_STYLE_SAMPLE = /^\s*(?:#rc-scrollbar-measure-[\w-]+(?:::|$)|html body \{\s*overflow-y: hidden)/;
/**
 * Chromium's own console line for a refused style, which names no sample: the refusal is judged by its
 * `securitypolicyviolation` event instead (an allowed one is dropped there, any other is reported).
 */
const REFUSED_STYLE_LINE = /^Applying inline style violates/;

export const DEMO_API_URL = 'http://localhost:3333';

/**
 * The test's own copy of the seeded demo data (`POST /__demo/worlds`, apps/demo-api server.ts): what a test pays,
 * orders or writes is seen by no other test, nor by the same test's next run. Its student is signed in.
 */
export interface DemoWorld {
  id: string;
  /** The cookie that takes a request without a token (the sign-in frame's form) to this world. */
  cookie: string;
  tokens: { access: string; refresh: string; student_portal_token: string };
}

/** The running test's world; a worker runs one test at a time. */
let currentWorld: DemoWorld | undefined;

/** The headers that take a call of the test's own (outside the browser) to its world. */
export function worldHeaders(): Record<string, string> {
  expect(currentWorld, 'a test of ./support runs in a world').toBeDefined();
  return currentWorld ? { cookie: `${currentWorld.cookie}=${currentWorld.id}` } : {};
}

/** Takes a browser context of the test's own making (a second person's browser) into the test's world. */
export async function enterTestWorld(context: BrowserContext): Promise<void> {
  expect(currentWorld, 'a test of ./support runs in a world').toBeDefined();
  if (currentWorld) await context.addCookies([portalCookie(currentWorld.cookie, currentWorld.id)]);
}

/** A cookie of the whole localhost site (the portal's port and the demo API's alike), as js-cookie writes them. */
const portalCookie = (name: string, value: string): Cookie => ({
  name,
  value,
  domain: 'localhost',
  path: '/',
  expires: -1,
  httpOnly: false,
  secure: false,
  sameSite: 'Lax',
});

/**
 * Every journey runs against the production server (nginx with its Content-Security-Policy), so every journey
 * proves the policy lets the product work: a `securitypolicyviolation` event in any page or frame of the test's
 * browser context, or a CSP error on the console, fails the test. Import `test` from here, never from
 * @playwright/test (lint enforces it). A test that provokes a violation on purpose reads it from
 * `cspViolations` and removes it.
 */
export const test = base.extend<{ cspViolations: string[]; demoWorld: DemoWorld }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  demoWorld: async ({}, provide) => {
    const response = await fetch(`${DEMO_API_URL}/__demo/worlds`, { method: 'POST' });
    expect(response.status, 'POST /__demo/worlds').toBe(201);
    const world = (await response.json()) as DemoWorld;
    currentWorld = world;
    await provide(world);
    currentWorld = undefined;
    await fetch(`${DEMO_API_URL}/__demo/worlds/${world.id}`, { method: 'DELETE' });
  },
  // Signed in as the world's student from the start, with the cookies the portal keeps its session in
  // (libs/shared/data-access session/cookies.ts). A spec that starts signed out says `storageState: { cookies: [], ... }`.
  storageState: async ({ demoWorld }, provide) => {
    const { access, refresh, student_portal_token } = demoWorld.tokens;
    await provide({
      cookies: [
        portalCookie('access', access),
        portalCookie('refresh', refresh),
        portalCookie('student_portal_token', student_portal_token),
      ],
      origins: [],
    });
  },
  // Every page of the test, signed in or not, works in the test's world: the sign-in frame's form posts its cookie.
  context: async ({ context, demoWorld }, provide) => {
    await context.addCookies([portalCookie(demoWorld.cookie, demoWorld.id)]);
    await provide(context);
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript(
        ({ mark, allowedSample }) => {
          const allowedPattern = new RegExp(allowedSample);
          document.addEventListener('securitypolicyviolation', (event) => {
            if (event.effectiveDirective === 'style-src-elem' && allowedPattern.test(event.sample)) return;
            const blocked = event.blockedURI || 'inline';
            const where = event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : '';
            const sample = event.sample ? ` "${event.sample}"` : '';
            console.error(
              `${mark} ${event.effectiveDirective} blocked ${blocked}${sample} in ${event.documentURI}${where}`,
            );
          });
        },
        { mark: VIOLATION_MARK, allowedSample: ALLOWED_STYLE_SAMPLE.source },
      );
      context.on('console', (message) => {
        const text = message.text();
        if (
          message.type() === 'error' &&
          (text.startsWith(VIOLATION_MARK) ||
            (/Content[ -]Security[ -]Policy/i.test(text) && !REFUSED_STYLE_LINE.test(text)))
        ) {
          violations.push(text);
        }
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export const DEMO_STUDENT = { email: 'demo@student.test', password: 'demo1234', name: 'Ana Silva' };

/** Signs in through the auth host's form inside the login frame, as a student does. */
export async function signInThroughFrame(page: Page, student = DEMO_STUDENT): Promise<void> {
  const frame = page.frameLocator('iframe[title="Student portal sign-in form"]');
  await frame.getByLabel('Email').fill(student.email);
  await frame.getByLabel('Password').fill(student.password);
  await frame.getByRole('button', { name: 'Sign in' }).click();
}

/** The header names the student once the profile has arrived (after a token refresh on a long run). */
export async function expectSignedInAs(page: Page, name = DEMO_STUDENT.name): Promise<void> {
  await expect(page.getByRole('button', { name: `Account menu for ${name}` })).toBeVisible({
    timeout: 20_000,
  });
}

/**
 * Expires this browser context's access token only (the one its `access` cookie holds), so its next call is
 * refused and refreshed; another session of the world (a second sign-in) stays valid.
 */
export async function expireAccessToken(context: BrowserContext): Promise<void> {
  const access = (await context.cookies()).find((cookie) => cookie.name === 'access')?.value;
  expect(access, 'the context has an access cookie').toBeTruthy();
  const response = await fetch(
    `${DEMO_API_URL}/__demo/expire-access-tokens?token=${encodeURIComponent(access ?? '')}`,
    { method: 'POST', headers: worldHeaders() },
  );
  expect(response.ok).toBe(true);
}

/**
 * Chooses an option of an antd Select as a keyboard user does (antd's documented keys): a searchable one is typed
 * into, the arrow keys move to the option, which the combobox names as its active descendant, and Enter takes it.
 * Never a click in the dropdown: its list slides in and is virtual, so an option moves under the pointer.
 */
export async function chooseOption(combobox: Locator, option: RegExp, search?: string): Promise<void> {
  await combobox.focus();
  if (search === undefined) await combobox.press('ArrowDown');
  else await combobox.fill(search);
  const activeOption = async () => {
    const id = await combobox.getAttribute('aria-activedescendant');
    return id ? combobox.page().locator(`[id="${id}"]`).getAttribute('aria-label') : null;
  };
  // Down one option at a time until the wanted one is active (the list may still be arriving from the server).
  await expect
    .poll(
      async () => {
        if (option.test((await activeOption()) ?? '')) return true;
        await combobox.press('ArrowDown');
        return false;
      },
      { message: `an option ${option} of ${combobox}`, intervals: [100] },
    )
    .toBe(true);
  await combobox.press('Enter');
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
}
