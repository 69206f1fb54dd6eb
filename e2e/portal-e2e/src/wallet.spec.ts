import type { Page } from '@playwright/test';
import { chooseOption, expect, test } from './support';

// Pays £10 of invoice 9 (INV-000109, due last) from Ana's wallet, in the test's own world (support.ts). The
// amounts are read first, so the journey also holds against demo data with other amounts.

const pounds = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));
const gbp = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'GBP' }).format(amount);

async function amountDueOnInvoice(page: Page): Promise<number> {
  const item = page.locator('.ant-descriptions-item').filter({ hasText: 'Amount due' });
  await expect(item).toBeVisible();
  // The amount itself (Money's left-to-right value), not the estimate in another currency that may follow it.
  return pounds(await item.locator('.ant-descriptions-item-content bdi').first().textContent());
}

test('pays part of an invoice from the wallet: the balance and the invoice both change', async ({ page }) => {
  await page.goto('/panel/invoices/9');
  const dueBefore = await amountDueOnInvoice(page);

  await page.goto('/panel/wallet');
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
  const balance = page.getByRole('group', { name: 'Balance' });
  await expect(balance).toContainText('£');
  const balanceBefore = pounds(await balance.locator('.ant-statistic-content').textContent());
  expect(balanceBefore).toBeGreaterThanOrEqual(10);

  // The picker searches the server as the student types; the choice is taken once the answer is in, and it fills
  // the amount (the most the wallet can pay of it).
  const picker = page.getByRole('combobox', { name: 'Invoice to pay' });
  await chooseOption(picker, /^INV-000109 /, 'INV-000109');
  await expect(page.getByLabel('Amount (GBP)')).not.toHaveValue('');
  await page.getByLabel('Amount (GBP)').fill(String(balanceBefore + 1));
  await page.getByRole('button', { name: 'Review the payment' }).click();
  await expect(
    page.getByText(`That is more than your wallet balance of ${gbp(balanceBefore)}.`),
  ).toBeVisible();

  await page.getByLabel('Amount (GBP)').fill('10');
  await page.getByRole('button', { name: 'Review the payment' }).click();
  await expect(
    page.getByText('Pay £10.00 from your wallet towards INV-000109 (Tuition, spring term)?'),
  ).toBeVisible();
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/ambassador/payment'))
      posts.push(request.url());
  });
  await page.getByRole('button', { name: 'Pay £10.00 now' }).dblclick();

  await expect(page.getByText('Paid £10.00 towards INV-000109')).toBeVisible();
  await expect(balance).toContainText(gbp(balanceBefore - 10));
  expect(posts).toHaveLength(1);

  await page.getByRole('link', { name: 'View the invoice' }).click();
  await expect(page).toHaveURL(/\/panel\/invoices\/9$/);
  expect(await amountDueOnInvoice(page)).toBeCloseTo(dueBefore - 10, 2);
});

test('opens a demo partner page in the frame, where its form works', async ({ page }) => {
  await page.goto('/panel/bank-account');
  await expect(page.getByRole('heading', { level: 1, name: 'UK bank account' })).toBeVisible();
  const frame = page.frameLocator('iframe[title="Thames Student Bank application"]');
  await expect(frame.getByRole('heading', { name: 'Open your student account' })).toBeVisible();
  await frame.getByLabel('Full name (as in your passport)').fill('Ana Silva');
  await frame.getByLabel('Email').fill('demo@student.test');
  await frame.getByLabel('Passport number').fill('P1234567');
  await frame.getByRole('button', { name: 'Send application' }).click();
  await expect(frame.getByRole('heading', { name: 'Application received' })).toBeVisible();
  await expect(page).toHaveURL(/\/panel\/bank-account$/);

  await page.goto(`/panel/frame/${encodeURIComponent('http://localhost:3333/demo-partners/flights/search')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Partner page' })).toBeVisible();
  await expect(
    page.frameLocator('iframe[title="Partner page"]').getByRole('heading', { name: 'Student flights' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Open in a new tab/ })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
});

test('a javascript: frame address shows the message and runs nothing', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const script = 'javascript:window.__framed=1;alert(document.domain)';
  await page.goto(`/panel/frame/${encodeURIComponent(script)}`);
  // The office's announcement banner is an alert too: the frame's own message is the one that names the page.
  const refused = page.getByRole('alert').filter({ hasText: 'This page cannot be shown in the portal' });
  await expect(refused).toContainText('Addresses starting with “javascript:” are never opened');
  await expect(page.locator('iframe')).toHaveCount(0);
  // Its one link is the way back into the portal, never the refused address.
  await expect(refused.getByRole('link')).toHaveCount(1);
  await expect(refused.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
    'href',
    '/panel/dashboard',
  );
  expect(await page.evaluate(() => (window as unknown as { __framed?: number }).__framed)).toBeUndefined();
  expect(dialogs).toEqual([]);

  await page.goto(`/panel/frame/${encodeURIComponent('https://evil.example/phish')}`);
  await expect(refused).toContainText('evil.example is not one of the portal’s partner sites.');
  await expect(refused.getByRole('link')).toHaveCount(1);
  await expect(refused.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
    'href',
    '/panel/dashboard',
  );
});
