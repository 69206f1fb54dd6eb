import { expect, test } from './support';
import { decodePaymentPayload } from '@portal/util';

// Buys the student membership for the demo student (Ana), in the test's own world (support.ts).

test('buys a membership with PayPal, sees it active, and turns auto-renew off for good', async ({ page }) => {
  await page.goto('/panel/membership');
  await expect(page.getByRole('heading', { level: 1, name: 'Membership' })).toBeVisible();
  const plan = page.getByRole('article', { name: 'Student membership, yearly' });
  await expect(plan).toContainText('£49.00 a year');
  await plan.getByRole('link', { name: 'Buy' }).click();

  await expect(page).toHaveURL(/\/panel\/pay\/membership\/[A-Za-z0-9_-]+$/);
  const segment = new URL(page.url()).pathname.split('/').at(-1);
  expect(decodePaymentPayload(segment)).toEqual({
    ok: true,
    payload: { items: [{ kind: 'membership', id: 1, quantity: 1 }] },
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for your membership' })).toBeVisible();
  // The plan reads the same on its pay page as on the membership page.
  await expect(page.getByText('Student membership, yearly')).toBeVisible();
  await page.getByRole('radio', { name: /PayPal/ }).check();
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await page.getByRole('button', { name: 'Approve payment (demo)' }).click();
  await expect(page.getByText('Payment received')).toBeVisible();

  await page.goto('/panel/subscription');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: 'Student membership, yearly' }) });
  await expect(row).toContainText('Active');
  await row.getByRole('link', { name: 'Student membership, yearly' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Student membership, yearly' })).toBeVisible();

  const renewal = page.getByRole('switch', { name: 'Auto-renew' });
  await expect(renewal).toBeChecked();
  await renewal.click();
  const confirm = page.getByRole('dialog', { name: 'Turn auto-renew off?' });
  await expect(confirm).toContainText('will not be charged');
  await confirm.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText('Auto-renew is off.')).toBeVisible();
  await expect(renewal).not.toBeChecked();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Student membership, yearly' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Auto-renew' })).not.toBeChecked();
  await expect(page.getByText(/^Auto-renew is off: this membership ends on /)).toBeVisible();
});
