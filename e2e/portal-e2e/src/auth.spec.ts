import { expect, test, DEMO_STUDENT, expectSignedInAs, signInThroughFrame } from './support';

test.describe('signing in', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('sign in through the frame and land on the remembered path', async ({ page }) => {
    await page.goto('/panel/invoices?status=unpaid');
    await expect(page).toHaveURL(/\/auth$/);
    await signInThroughFrame(page);
    await expect(page).toHaveURL(/\/panel\/invoices\?status=unpaid$/, { timeout: 15_000 });
    await expectSignedInAs(page);
  });

  test('wrong credentials get a clear message in the frame', async ({ page }) => {
    await page.goto('/panel/dashboard');
    await signInThroughFrame(page, { ...DEMO_STUDENT, password: 'wrong-password' });
    const frame = page.frameLocator('iframe[title="Student portal sign-in form"]');
    await expect(frame.getByRole('alert')).toContainText('Wrong email or password');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a first visit to /auth loads the sign-in page alone; a panel address loads the portal', async ({
    page,
  }) => {
    const portalChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/static\/js\/app-stage-[\w-]+\.js$/.test(request.url())) portalChunks.push(request.url());
    });
    await page.goto('/auth');
    await expect(page.locator('iframe[title="Student portal sign-in form"]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(portalChunks).toEqual([]);

    // Not signed in on a panel address: the portal starts (and sends the student to /auth).
    await page.goto('/panel/invoices');
    await expect(page).toHaveURL(/\/auth$/);
    expect(portalChunks.length).toBeGreaterThan(0);
  });

  test('a remembered path to another site is dropped: the student lands on the dashboard', async ({
    page,
  }) => {
    await page.goto('/auth');
    await page.evaluate(() => sessionStorage.setItem('portal-return-path', '//evil.example/panel'));
    await signInThroughFrame(page);
    await expect(page).toHaveURL(/\/panel\/dashboard$/, { timeout: 15_000 });
    await expectSignedInAs(page);
  });

  test('another student sees only their own invoices after the first signed out', async ({ page }) => {
    await page.goto('/panel/invoices');
    await signInThroughFrame(page);
    await expect(page.getByRole('link', { name: 'INV-000109' })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: `Account menu for ${DEMO_STUDENT.name}` }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await signInThroughFrame(page, { ...DEMO_STUDENT, email: 'demo2@student.test', name: 'Kenji Tanaka' });
    await expect(page).toHaveURL(/\/panel\/dashboard$/, { timeout: 15_000 });
    await expectSignedInAs(page, 'Kenji Tanaka');
    await page.goto('/panel/invoices');
    await expect(page.getByRole('link', { name: 'INV-000213' })).toBeVisible();
    await expect(page.getByText(/INV-0001/)).toHaveCount(0);
  });
});
