import { expect, test as setup, expectSignedInAs, signInThroughFrame } from './support';

setup('sign in through the frame and land on the remembered path', async ({ page }) => {
  await page.goto('/panel/invoices?status=unpaid');
  await expect(page).toHaveURL(/\/auth$/);
  await signInThroughFrame(page);
  await expect(page).toHaveURL(/\/panel\/invoices\?status=unpaid$/, { timeout: 15_000 });
  await expectSignedInAs(page);
  await page.context().storageState({ path: 'e2e/portal-e2e/.auth/student.json' });
});
