import { expect, test, demoControl, expectSignedInAs } from './support';

test('an expired access token is refreshed once and the page still shows data', async ({ page }) => {
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/auth/refresh_token')) refreshes.push(request.method());
  });
  await demoControl('expire-access-tokens');
  await page.goto('/panel/invoices');
  await expect(page.getByRole('link', { name: 'INV-000109' })).toBeVisible();
  await expectSignedInAs(page);
  expect(refreshes.filter((method) => method === 'POST')).toHaveLength(1);
});

test('a refused refresh brings the login back, and the wanted path is kept', async ({ page, context }) => {
  await context.addCookies([
    { name: 'access', value: 'expired-token', domain: 'localhost', path: '/' },
    { name: 'refresh', value: 'revoked-token', domain: 'localhost', path: '/' },
  ]);
  await page.goto('/panel/invoices');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(
    page.frameLocator('iframe[title="Student portal sign-in form"]').getByLabel('Email'),
  ).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('portal-return-path'))).toBe('/panel/invoices');
});
