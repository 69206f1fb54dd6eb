import type { Page } from '@playwright/test';
import { chooseOption, DEMO_API_URL, expect, test, worldHeaders } from './support';

// Ana's spring tuition (invoice 9, £3,200, due 5 January 2027) on a 4-month plan, in the test's own world.

const planCard = (page: Page) => page.locator('.ant-card').filter({ hasText: 'Instalment plan' });

async function payInstalmentWithPayPal(page: Page) {
  await page.getByRole('link', { name: 'Pay this instalment (£800.00)' }).click();
  await expect(page).toHaveURL(/\/panel\/pay\/invoice\/9$/);
  await page.getByRole('radio', { name: /PayPal/ }).check();
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await page.getByRole('button', { name: 'Approve payment (demo)' }).click();
  await expect(page.getByText('Payment received')).toBeVisible();
  await page.getByRole('link', { name: 'View the invoice' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('INV-000109');
}

test('Ana pays her tuition on a 4-month plan, falls behind, catches up and cancels', async ({ page }) => {
  // Eight page loads, two of them through PayPal's stand-in: three times the suite's timeout, as its long journeys.
  test.slow();
  await page.goto('/panel/invoices/9');
  await page.getByRole('button', { name: 'Pay in instalments' }).click();
  await chooseOption(page.getByRole('combobox', { name: 'Number of monthly instalments' }), /^4 instalments/);
  const schedule = page.getByRole('table', { name: 'Your schedule' });
  await expect(schedule.getByRole('row')).toHaveCount(5);
  await expect(schedule).toContainText('£800.00');
  await expect(page.getByText('No fee')).toBeVisible();
  await page.getByRole('button', { name: 'Agree' }).click();

  await expect(planCard(page)).toContainText('Active');
  await payInstalmentWithPayPal(page);
  await expect(
    planCard(page).getByRole('table', { name: 'Instalments' }).getByRole('row').nth(1),
  ).toContainText('Paid');

  // A month and a half later the second instalment's date has passed.
  const moved = await fetch(`${DEMO_API_URL}/__demo/clock?days=45`, {
    method: 'POST',
    headers: worldHeaders(),
  });
  expect(moved.ok).toBe(true);
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'Your plan is behind' })).toBeVisible();
  await expect(planCard(page)).toContainText('Behind');

  await payInstalmentWithPayPal(page);
  await expect(planCard(page)).toContainText('Active');
  await expect(page.getByText('Your plan is behind')).toHaveCount(0);

  await page.getByRole('button', { name: 'Cancel the plan' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('What is left (£1,600.00) becomes due on the invoice');
  await dialog.getByRole('button', { name: 'Cancel the plan' }).click();
  await expect(planCard(page)).toContainText('Cancelled');
  await expect(page.getByRole('button', { name: 'Cancel the plan' })).toHaveCount(0);
});
