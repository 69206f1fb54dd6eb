import type { Page } from '@playwright/test';
import { chooseOption, expect, test } from './support';

// Pays invoices 7, 5 and 4 of the demo student, in the test's own world (support.ts).

async function startPayment(page: Page, invoiceId: number, gateway: RegExp, payLabel: RegExp) {
  await page.goto(`/panel/invoices/${invoiceId}`);
  await page.getByRole('link', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/panel/pay/invoice/${invoiceId}$`));
  await page.getByRole('radio', { name: gateway }).check();
  await page.getByRole('button', { name: payLabel }).click();
}

async function expectPaidInvoice(page: Page, number: string) {
  await expect(page.getByText('Payment received')).toBeVisible();
  await page.getByRole('link', { name: 'View the invoice' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay', exact: true })).toHaveCount(0);
}

test('pays an invoice with PayPal and sees it paid, and in the payments list', async ({ page }) => {
  await startPayment(page, 7, /PayPal/, /^Pay £264\.39$/);
  await page.getByRole('button', { name: 'Approve payment (demo)' }).click();
  await expectPaidInvoice(page, 'INV-000107');
  await page.goto('/panel/payments');
  // The payment timeline, newest first: this payment is its latest attempt for the invoice.
  const attempt = page
    .getByRole('group')
    .filter({ has: page.getByRole('link', { name: 'INV-000107' }) })
    .first();
  await expect(attempt).toHaveAccessibleName('PayPal: Paid');
  await expect(attempt).toContainText('DEMO-ORDER-');
});

test('pays an invoice with Flywire and sees it paid', async ({ page }) => {
  await startPayment(page, 5, /Flywire/, /^Pay £/);
  await page.getByRole('button', { name: 'Open the Flywire checkout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Flywire checkout (demo)' });
  await expect(dialog).toContainText('Payer: Ana Silva');
  await dialog.getByRole('button', { name: 'Approve payment (demo)' }).click();
  await expectPaidInvoice(page, 'INV-000105');
});

test('pays an invoice by bank transfer and sees it paid', async ({ page }) => {
  await page.goto('/panel/pay/invoice/4');
  await page.getByRole('radio', { name: /Bank transfer/ }).check();
  await chooseOption(page.getByRole('combobox', { name: 'Country you pay from' }), /^Germany$/, 'Germany');
  await expect(page.getByText(/^About €/)).toBeVisible();
  await chooseOption(page.getByRole('combobox', { name: 'Payment method' }), /^Local bank transfer$/);
  await page.getByRole('button', { name: 'Pay £480.00' }).click();
  await expect(page.getByRole('heading', { name: 'Send your bank transfer' })).toBeVisible();
  await expect(page.getByText(/^PAY-\d+-DE$/)).toBeVisible();
  await page.getByRole('button', { name: 'I have sent the transfer: check the status' }).click();
  await expectPaidInvoice(page, 'INV-000104');
});

test('a malformed payment link shows what is wrong and leads back', async ({ page }) => {
  await page.goto('/panel/pay/products/not*a*payload');
  await expect(page.getByRole('heading', { level: 1, name: 'This payment link is not valid' })).toBeVisible();
  await expect(page.getByText('No payment was started.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to invoices' }).click();
  await expect(page).toHaveURL(/\/panel\/invoices$/);
});

test('the payment timeline shows where a bank transfer stands, with its instructions again', async ({
  page,
}) => {
  await page.goto('/panel/invoices/6');
  const transfer = page.getByRole('group', {
    name: 'Bank transfer (TransferMate): Waiting for your bank transfer',
  });
  // On time or late, the day it is expected by shows.
  await expect(transfer).toContainText('Nov 23, 2026');
  await expect(transfer).toContainText('GB33DEMO12345612345678');
  await expect(page.getByRole('group', { name: 'PayPal: Failed' })).toContainText('DEMO-ORDER-4002');
  await expect(page.getByRole('group', { name: 'Flywire: Cancelled' })).toBeVisible();
});
