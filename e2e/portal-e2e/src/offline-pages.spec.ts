import { signInAt } from './bad-days';
import { expect, test } from './support';

test.use({ storageState: { cookies: [], origins: [] }, serviceWorkers: 'block' });

test('offline, a page not loaded yet says so inside the portal and opens by itself when the connection returns', async ({
  page,
  context,
}) => {
  await signInAt(page, '/panel/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Letters', exact: true }).first().click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'This page is not available offline yet' }),
  ).toBeVisible();
  // The portal itself stays (its menu and header), not the browser's "no internet" page.
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Letters' })).toBeVisible({ timeout: 15_000 });
  expect(new URL(page.url()).pathname).toBe('/panel/letters');
});
