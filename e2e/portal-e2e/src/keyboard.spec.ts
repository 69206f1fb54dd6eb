import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support';

// Keyboard only: no click, no fill. Starts a PayPal payment of invoice 10 without approving it: it stays unpaid, as its seeded PayPal attempt
// left it (invoice 6 has a transfer waiting, which blocks a new payment).

test.use({ storageState: { cookies: [], origins: [] }, viewport: { width: 360, height: 740 } });

/** Presses `key` until `target` has the focus (in its own document, a frame's included). */
async function pressUntilFocused(page: Page, key: string, target: Locator, max = 40): Promise<void> {
  for (let press = 0; press < max; press += 1) {
    const focused = await target
      .evaluate((element) => element.ownerDocument.activeElement === element, undefined, { timeout: 1_000 })
      .catch(() => false);
    if (focused) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

test('signs in, opens the menu, reaches invoices, opens one and starts paying, by keyboard only', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/auth');
  const frame = page.frameLocator('iframe[title="Student portal sign-in form"]');
  const email = frame.getByLabel('Email');
  await expect(email).toBeVisible();

  // Tab into the sign-in frame.
  await pressUntilFocused(page, 'Tab', email);
  await page.keyboard.type('demo@student.test');
  await page.keyboard.press('Tab');
  await expect(frame.getByLabel('Password')).toBeFocused();
  await page.keyboard.type('demo1234');
  await page.keyboard.press('Enter');
  // The portal polls for the session's cookies (every second after two), then a busy machine loads the panel.
  // The dashboard's heading greets the student once the data is there (it says "Dashboard" only while loading).
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Ana' })).toBeVisible({ timeout: 45_000 });

  // The first Tab reaches the skip link; then the menu button opens the drawer.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  const openMenu = page.getByRole('button', { name: 'Open menu' });
  await pressUntilFocused(page, 'Tab', openMenu);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  // Tab moves through the menu's links.
  await pressUntilFocused(page, 'Tab', menu.getByRole('link', { name: 'Invoices' }));
  await page.keyboard.press('Enter');
  const invoicesHeading = page.getByRole('heading', { level: 1, name: 'Invoices' });
  await expect(invoicesHeading).toBeVisible();
  // The drawer closed and the new page's heading has the focus.
  await expect(menu).toBeHidden();
  await expect(invoicesHeading).toBeFocused();

  await pressUntilFocused(page, 'Tab', page.getByRole('link', { name: 'INV-000110' }), 80);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('INV-000110');

  await pressUntilFocused(page, 'Tab', page.getByRole('link', { name: 'Pay', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/panel\/pay\/invoice\/10$/);

  // The gateways are a radio group: arrows choose, then the pay button starts the payment.
  const paypal = page.getByRole('radio', { name: /PayPal/ });
  await pressUntilFocused(page, 'Tab', page.getByRole('radio').first());
  await pressUntilFocused(page, 'ArrowDown', paypal, 6);
  await page.keyboard.press('Space');
  await expect(paypal).toBeChecked();
  await pressUntilFocused(page, 'Tab', page.getByRole('button', { name: /^Pay £/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Approve payment (demo)' })).toBeVisible({ timeout: 20_000 });
});
