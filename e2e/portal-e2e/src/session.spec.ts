import { signInAt } from './bad-days';
import { DEMO_STUDENT, expect, expireAccessToken, expectSignedInAs, test } from './support';

test.describe('a session of its own (the stored one the other specs start from stays valid)', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('an expired access token is refreshed once and the page still shows data', async ({
    page,
    context,
  }) => {
    await signInAt(page, '/panel/invoices', DEMO_STUDENT);
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/auth/refresh_token')) refreshes.push(request.method());
    });
    await expireAccessToken(context);
    await page.getByRole('link', { name: 'INV-000109' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /INV-000109/ })).toBeVisible();
    await expectSignedInAs(page);
    expect(refreshes.filter((method) => method === 'POST')).toHaveLength(1);
  });
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
