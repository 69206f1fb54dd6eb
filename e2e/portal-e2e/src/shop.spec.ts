import { decodePaymentPayload } from '@portal/util';
import { expect, test } from './support';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a student buys two products and an airport pickup, pays, and finds the order', async ({ page }) => {
  await page.goto('/panel/shops');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  await page.getByRole('link', { name: 'Bedding & kitchen' }).click();
  // The invoice of the student's newest stay (2 on the demo back end): the shop delivers there.
  await expect(page).toHaveURL(/\/panel\/shops\/\d+\/1$/);
  const bookingId = new URL(page.url()).pathname.split('/').at(-2);

  await page.getByRole('link', { name: 'Towel bundle' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Towel bundle' })).toBeVisible();
  await page.getByText('Navy', { exact: true }).click();
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText('Added to your basket.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Basket, 2 items' })).toBeVisible();

  await page.goBack();
  await page.getByRole('link', { name: 'Kitchen starter kit' }).click();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('link', { name: 'Basket, 3 items' })).toBeVisible();

  await page.goto('/panel/services/2/airport-pickup');
  await expect(page.getByRole('heading', { level: 1, name: 'Airport pickup' })).toBeVisible();
  await page.getByText('Heathrow (LHR)').click();
  await page.getByRole('spinbutton', { name: 'Passengers' }).fill('2');
  await page.getByLabel('Arrival date').fill(inDays(14));
  await page.getByLabel('Flight number').fill('BA247');
  await page.getByRole('button', { name: 'Show cars' }).click();
  await page.getByRole('button', { name: 'Book Saloon' }).click();
  await expect(page.getByText('Saloon is in your basket.')).toBeVisible();

  // The basket survives a reload and is priced by the API: 2 × £18.50 + £35 + £95.
  await page.reload();
  await page.getByRole('link', { name: 'Basket, 4 items' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Basket' })).toBeVisible();
  await expect(page.getByText('Total: £167.00')).toBeVisible();

  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(new RegExp(`/panel/pay/products/${bookingId}/[A-Za-z0-9_-]+$`));
  const segment = new URL(page.url()).pathname.split('/').at(-1);
  const decoded = decodePaymentPayload(segment);
  expect(decoded.ok).toBe(true);
  if (!decoded.ok) return;
  expect(decoded.payload.basket_id).toMatch(/^bsk_/);
  expect(decoded.payload.items?.map((item) => [item.kind, item.id, item.quantity])).toEqual([
    ['product', 103, 2],
    ['product', 102, 1],
    ['airport_car', 11, 1],
  ]);

  // Amounts on the pay page come from the API, which prices the basket's items.
  await expect(page.getByText('£167.00').first()).toBeVisible();
  await page.getByRole('radio', { name: /PayPal/ }).check();
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await page.getByRole('button', { name: 'Approve payment (demo)' }).click();
  await expect(page.getByText('Payment received')).toBeVisible();

  await page.goto('/panel/orders');
  const order = page.getByRole('row').filter({ hasText: 'Towel bundle' }).filter({ hasText: 'Saloon' });
  await expect(order.first()).toBeVisible();
  await page.goto('/panel/basket');
  await expect(page.getByText('Your basket is empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Basket, 0 items' })).toBeVisible();
});

test('an unknown product says "Not found" with a way back to the shop', async ({ page }) => {
  await page.goto('/panel/shops/2/1/99999');
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page).toHaveURL(/\/panel\/shops$/);
});

test('the orders list opens an order', async ({ page }) => {
  await page.goto('/panel/orders');
  await page.getByRole('link', { name: 'ORD-005001' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order ORD-005001' })).toBeVisible();
  // The item, and its choice on a line of its own.
  await expect(page.getByRole('cell', { name: /^Towel bundle/ })).toContainText('Grey');
});

test('a student books storage, pays the booking with Flywire, and finds the order paid', async ({ page }) => {
  await page.goto('/panel/services/3/storage-service/2');
  await expect(page.getByRole('heading', { level: 1, name: 'Storage service' })).toBeVisible();
  await page.getByLabel('Pickup date').fill(inDays(20));
  await page.getByLabel('Drop-off date').fill(inDays(50));
  await page.getByRole('button', { name: 'Show prices' }).click();
  await page.getByRole('radio', { name: /Suitcase/ }).check();

  await page.getByLabel('Street and number').fill('12 Market Street');
  await page.getByLabel('City').fill('London');
  await page.getByLabel('Postcode').fill('E1 6AN');
  await page.getByLabel('Phone').fill('+44 7700 900123');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address saved.')).toBeVisible();

  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/panel\/pay\/products\/2\/[A-Za-z0-9_-]+$/);
  const decoded = decodePaymentPayload(new URL(page.url()).pathname.split('/').at(-1));
  expect(decoded.ok && typeof decoded.payload.order_id).toBe('number');

  await page.getByRole('radio', { name: /Flywire/ }).check();
  const checkout = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().includes('/storage_service/checkout/flywire'),
  );
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await checkout;
  await page.getByRole('button', { name: 'Open the Flywire checkout' }).click();
  await page
    .getByRole('dialog', { name: 'Flywire checkout (demo)' })
    .getByRole('button', { name: 'Approve payment (demo)' })
    .click();
  await expect(page.getByText('Payment received')).toBeVisible();

  await page.goto('/panel/orders');
  const booking = page.getByRole('row').filter({ hasText: 'Suitcase' });
  await expect(booking.first()).toContainText('Paid');
});

test('a checkout left at the gateway twice is one order awaiting payment, and owes nothing', async ({
  page,
}) => {
  // Two checkouts, a cancellation and four visits to the dashboard.
  test.slow();
  const amountDue = page.getByRole('group', { name: 'Total amount due' });
  await page.goto('/panel/dashboard');
  await expect(amountDue).toBeVisible();
  const owed = await amountDue.textContent();
  await page.goto('/panel/shops');
  await page.getByRole('link', { name: 'Bedding & kitchen' }).click();
  await page.getByRole('link', { name: 'Towel bundle' }).click();
  await page.getByText('Grey', { exact: true }).click();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText('Added to your basket.')).toBeVisible();

  const leaveAtFlywire = async () => {
    await page.goto('/panel/basket');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('radio', { name: /Flywire/ }).check();
    await page.getByRole('button', { name: /^Pay £/ }).click();
    await expect(page.getByRole('button', { name: 'Open the Flywire checkout' })).toBeVisible();
  };
  await leaveAtFlywire();
  await page.goto('/panel/dashboard');
  await expect(amountDue).toHaveText(owed ?? '');

  await leaveAtFlywire();
  await page.goto('/panel/basket');
  await expect(page.getByText(/^These items are in order ORD-\d+, awaiting payment/)).toBeVisible();
  await page.goto('/panel/dashboard');
  await expect(amountDue).toHaveText(owed ?? '');

  await page.goto('/panel/orders');
  const waiting = page
    .getByRole('row')
    .filter({ hasText: 'Awaiting payment' })
    .filter({ hasText: 'Towel bundle' });
  await expect(waiting).toHaveCount(1);
  await waiting.getByRole('button', { name: /^Cancel order ORD-/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click();
  await expect(waiting).toHaveCount(0);
  await page.goto('/panel/dashboard');
  await expect(amountDue).toHaveText(owed ?? '');
});
