import type { Page } from '@playwright/test';
import { encodePaymentPayload } from '@portal/util';
import type { Server } from 'node:http';
import { buildPortal, deploy, DEPLOY_URL, startDeployServer } from './pwa-deploy';
import { expect, test, expectSignedInAs } from './support';

/**
 * How long build B's worker may take to install (its precache fetches every file of the build) before the notice
 * shows, and to take over before the reload lands on it. Alone that is a few seconds; with another worker's journeys
 * on the same two cores it took 18 to 25 s, past the 20 s of an ordinary wait.
 */
const SWITCH_TIMEOUT = 60_000;

let server: Server;
let buildA: string;
let buildB: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  buildA = buildPortal('pwa-e2e-a');
  buildB = buildPortal('pwa-e2e-b');
  server = await startDeployServer();
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

test.beforeEach(() => deploy(buildA));

const menuItem = (page: Page, name: RegExp) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name });
const runningBuild = (page: Page) => page.locator('html').getAttribute('data-build');

async function openControlledPortal(page: Page) {
  await page.goto(`${DEPLOY_URL}/panel/dashboard`);
  await expectSignedInAs(page);
  // The first worker claims the page at once (no reload on the first visit).
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
  expect(await runningBuild(page)).toBe('pwa-e2e-a');
}

test.describe('installable app', () => {
  test('serves a manifest that starts at /panel', async ({ page }) => {
    await page.goto(`${DEPLOY_URL}/panel/dashboard`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await page.request.get(`${DEPLOY_URL}${href}`)).json();
    expect(manifest).toMatchObject({ name: 'Student portal', start_url: '/panel', display: 'standalone' });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
  });

  test('a new deploy shows the update notice; Reload lands on the new version', async ({ page }) => {
    await openControlledPortal(page);
    let loads = 0;
    page.on('load', () => (loads += 1));

    deploy(buildB);
    // The browser checks the worker on navigations; here the page asks right away.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const notice = page.getByRole('alert').filter({ hasText: 'A new version is available!' });
    await expect(notice).toBeVisible({ timeout: SWITCH_TIMEOUT });
    expect(await runningBuild(page)).toBe('pwa-e2e-a');
    expect(loads).toBe(0);

    await notice.getByRole('button', { name: 'Reload' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-build', 'pwa-e2e-b');
    await expectSignedInAs(page);
    await expect(page.getByText('A new version is available!')).toHaveCount(0);
    expect(loads).toBe(1);
  });

  test('version polling picks up a deploy within a minute and reloads onto it', async ({ page }) => {
    await page.clock.install();
    await openControlledPortal(page);

    deploy(buildB);
    await page.clock.fastForward('01:01');
    await expect(page.locator('html')).toHaveAttribute('data-build', 'pwa-e2e-b', {
      timeout: SWITCH_TIMEOUT,
    });
    await expectSignedInAs(page);
  });

  test('a deploy during a payment waits: the payment shows its outcome, the next page is the new version', async ({
    page,
  }) => {
    await page.clock.install();
    await openControlledPortal(page);
    // A shop order, so the invoices the other journeys pay stay as they are.
    const payload = encodePaymentPayload({ items: [{ kind: 'product', id: 1, quantity: 1 }] });
    await page.goto(`${DEPLOY_URL}/panel/pay/products/${payload}`);
    await page.getByRole('radio', { name: /Flywire/ }).check();
    await page.getByRole('button', { name: /^Pay £/ }).click();
    await page.getByRole('button', { name: 'Open the Flywire checkout' }).click();
    const gateway = page.getByRole('dialog', { name: 'Flywire checkout (demo)' });
    await expect(gateway).toBeVisible();
    let loads = 0;
    page.on('load', () => (loads += 1));

    deploy(buildB);
    await page.clock.fastForward('01:01');
    const notice = page.getByRole('alert').filter({ hasText: 'A new version is ready' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('It will load when you are done here');
    expect(await runningBuild(page)).toBe('pwa-e2e-a');

    await gateway.getByRole('button', { name: 'Approve payment (demo)' }).click();
    await expect(page.getByText('Payment received')).toBeVisible();
    expect(await runningBuild(page)).toBe('pwa-e2e-a');
    expect(loads).toBe(0);

    await menuItem(page, /Invoices$/).click();
    await expect(page.locator('html')).toHaveAttribute('data-build', 'pwa-e2e-b', {
      timeout: SWITCH_TIMEOUT,
    });
    await expect(page).toHaveURL(/\/panel\/invoices$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    await expectSignedInAs(page);
    expect(loads).toBe(1);
  });

  test('offline: a small indicator, a page already visited still shows its data, an action says it needs a connection', async ({
    page,
    context,
  }) => {
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    await openControlledPortal(page);
    await menuItem(page, /My IDs$/).click();
    await expect(page.getByRole('button', { name: 'Download Residence permit' })).toBeVisible();
    await menuItem(page, /Invoices$/).click();
    // The row is read once the invoices page has replaced the documents table (its rows are rows too).
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    const firstRow = page.getByRole('row').nth(1);
    await expect(firstRow).toContainText('INV-');
    const rowText = (await firstRow.textContent()) ?? '';
    await menuItem(page, /Dashboard$/).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await context.setOffline(true);
    await expect(page.getByRole('status').getByText('Offline')).toBeVisible();
    expect(logs).toContain('No internet connection found. App is running in offline mode.');

    await menuItem(page, /Invoices$/).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toHaveText(rowText);

    await menuItem(page, /My IDs$/).click();
    await page.getByRole('button', { name: 'Download Residence permit' }).click();
    await expect(
      page.getByText('You are offline. This needs a connection: try again once you are back online.'),
    ).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByRole('status').getByText('Offline')).toHaveCount(0);
  });
});

test.describe('chunks removed by a deploy', () => {
  // Without a worker the old chunks are really gone, as for a page opened before the worker existed.
  test.use({ serviceWorkers: 'block' });

  test('a missing chunk reloads the page once onto the new build', async ({ page }) => {
    await page.goto(`${DEPLOY_URL}/panel/dashboard`);
    await expectSignedInAs(page);
    let loads = 0;
    page.on('load', () => (loads += 1));

    deploy(buildB);
    await menuItem(page, /Invoices$/).click();

    await expect(page.locator('html')).toHaveAttribute('data-build', 'pwa-e2e-b');
    await expect(page).toHaveURL(/\/panel\/invoices$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    expect(loads).toBe(1);
  });

  test('a chunk that keeps failing shows the error page after one reload, never a loop', async ({ page }) => {
    await page.route('**/static/js/invoices-page-*.js', (route) => route.abort());
    await page.goto(`${DEPLOY_URL}/panel/dashboard`);
    await expectSignedInAs(page);
    let loads = 0;
    page.on('load', () => (loads += 1));

    await menuItem(page, /Invoices$/).click();
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    // Give a loop the chance to show itself: still one reload.
    await page.waitForTimeout(1500);
    expect(loads).toBe(1);
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeVisible();
  });
});
