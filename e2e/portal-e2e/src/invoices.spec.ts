import { expect, test } from './support';

test('the invoices list leads to an invoice with its lines and a Pay button', async ({ page }) => {
  await page.goto('/panel/invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await page.getByRole('link', { name: 'INV-000106' }).click();
  await expect(page).toHaveURL(/\/panel\/invoices\/6$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('INV-000106');
  await expect(page.getByText('Single room, 4 weeks')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay', exact: true })).toHaveAttribute(
    'href',
    '/panel/pay/invoice/6',
  );
});

test('a malformed invoice id says so, with a way back', async ({ page }) => {
  await page.goto('/panel/invoices/not-a-number');
  await expect(page.getByRole('heading', { name: 'Invoice not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to invoices' }).click();
  await expect(page).toHaveURL(/\/panel\/invoices$/);
});

test('the dashboard greets the student and links to the next invoice', async ({ page }) => {
  await page.goto('/panel/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ana');
  await page
    .getByRole('link', { name: /INV-000110/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/panel\/invoices\/10$/);
});
