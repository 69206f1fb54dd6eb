import { encodePaymentPayload } from '@portal/util';
import { countRequests, portalPayments, signInAt } from './bad-days';
import { expect, test } from './support';

// Kenji pays invoice 14 here.
test.use({ storageState: { cookies: [], origins: [] }, serviceWorkers: 'block' });

test('the network drops while the pay page waits for the gateway: the student is told, and back online sees it paid, charged once', async ({
  page,
  context,
}) => {
  const checkouts = countRequests(context, 'POST', /\/payment\/checkout$/);
  await signInAt(page, '/panel/pay/invoice/14');
  await page.getByRole('radio', { name: /PayPal/ }).check();
  await page.getByRole('button', { name: /^Pay £/ }).click();
  // PayPal takes the payment; the capture reaches the API, and the network drops before its answer is back.
  await context.route('**/payment/paypal/capture_order', async (route) => {
    await route.fetch();
    await context.setOffline(true);
    await route.abort('internetdisconnected');
  });
  await page.getByRole('button', { name: 'Approve payment (demo)' }).click();
  // Told: the portal is offline, and the pay page checks the payment instead of offering Pay again.
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();
  const checking = page.getByRole('main').getByRole('status');
  // The page itself says so: the payment may have gone through, and it is checked once the connection is back.
  await expect(checking).toContainText('You are offline');
  await expect(page.getByRole('button', { name: /^Pay £/ })).toHaveCount(0);
  const toldOffline = [
    await page.getByText('Offline', { exact: true }).innerText(),
    await checking.innerText(),
  ];

  await context.unroute('**/payment/paypal/capture_order');
  await context.setOffline(false);
  await expect(
    page.getByText('Payment received').or(page.getByText('This invoice is already paid')),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: /^Pay £/ })).toHaveCount(0);

  const payments = (await portalPayments()).filter((payment) => payment.invoice_id === 14);
  const figure = `bad days: offline while the gateway answers: told "${toldOffline.join(' | ').replace(/\s+/g, ' ')}", back online: ${payments.length} payment (${payments.map((payment) => payment.status).join(', ')}), ${checkouts()} checkout`;
  console.log(figure);
  test.info().annotations.push({ type: 'figure', description: figure });
  expect(checkouts()).toBe(1);
  expect(payments.map((payment) => payment.status)).toEqual(['completed']);
});

test('the network drops as the student approves at PayPal: back online the approval is captured once and paid', async ({
  page,
  context,
}) => {
  let captured = 0;
  context.on('response', (response) => {
    if (/\/payment\/paypal\/capture_order$/.test(new URL(response.url()).pathname)) captured += 1;
  });
  // A shop order, so the invoices the other journeys pay stay as they are.
  const payload = encodePaymentPayload({ items: [{ kind: 'product', id: 1, quantity: 1 }] });
  await signInAt(page, `/panel/pay/products/${payload}`);
  await page.getByRole('radio', { name: /PayPal/ }).check();
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Pay with PayPal' })).toBeFocused();
  const [started] = (await portalPayments()).slice(-1);
  // PayPal approves; the device is offline by then, so the capture never reaches the API.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Approve payment (demo)' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('You are offline');
  await expect(page.getByRole('button', { name: /^Pay £/ })).toHaveCount(0);
  expect(captured).toBe(0);

  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeFocused({ timeout: 15_000 });
  const payment = (await portalPayments()).find((entry) => entry.id === started?.id);
  const figure = `bad days: approved offline at PayPal, back online: ${captured} capture, payment ${payment?.status}`;
  console.log(figure);
  test.info().annotations.push({ type: 'figure', description: figure });
  expect(captured).toBe(1);
  expect(payment?.status).toBe('completed');
});
