import { backEnd, countRequests, portalPayments, signInAt } from './bad-days';
import { expect, test } from './support';

// As Kenji, signed in through the frame, in the test's own world (support.ts).
test.use({ storageState: { cookies: [], origins: [] }, serviceWorkers: 'block' });

interface BackEndOrder {
  id: number;
  basket_id: string | null;
  status: string;
}

test('a basket checked out with two clicks and Pay pressed twice: one order, one payment', async ({
  page,
  context,
}) => {
  const checkouts = countRequests(context, 'POST', /\/payment\/checkout$/);
  const ordersBefore = await backEnd<BackEndOrder[]>('/student_portal/orders');
  const paymentsBefore = await portalPayments();
  await signInAt(page, '/panel/shops');
  await page.getByRole('link', { name: 'Bedding & kitchen' }).click();
  await page.getByRole('link', { name: 'Kitchen starter kit' }).click();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('link', { name: /^Basket, 1 item/ })).toBeVisible();
  await page.goto('/panel/basket');
  await page.getByRole('button', { name: 'Checkout' }).dblclick();
  await expect(page).toHaveURL(/\/panel\/pay\/products\//);
  await page.getByRole('radio', { name: /PayPal/ }).check();
  await page.getByRole('button', { name: /^Pay £/ }).dblclick();
  await page.getByRole('button', { name: 'Approve payment (demo)' }).click();
  await expect(page.getByText('Payment received')).toBeVisible();

  const ordersAfter = await backEnd<BackEndOrder[]>('/student_portal/orders');
  const newOrders = ordersAfter.filter((order) => !ordersBefore.some((before) => before.id === order.id));
  const newPayments = (await portalPayments()).filter(
    (payment) => !paymentsBefore.some((before) => before.id === payment.id),
  );
  const figure = `bad days: Checkout and Pay double-clicked: ${checkouts()} checkout sent, ${newOrders.length} order (${newOrders.map((order) => order.status).join(', ')}), ${newPayments.length} payment (${newPayments.map((payment) => payment.status).join(', ')})`;
  console.log(figure);
  test.info().annotations.push({ type: 'figure', description: figure });
  expect(checkouts()).toBe(1);
  expect(newOrders.map((order) => order.status)).toEqual(['paid']);
  expect(newPayments.map((payment) => payment.status)).toEqual(['completed']);
});

test('a reply sent with two quick clicks is one message', async ({ page, context }) => {
  const sends = countRequests(context, 'POST', /\/student_request_message$/);
  const reply = `Any news about my appointment? ${Date.now()}`;
  await signInAt(page, '/panel/tickets/4');
  await page.getByRole('textbox', { name: 'Your reply' }).fill(reply);
  await page.getByRole('button', { name: 'Send reply' }).dblclick();
  const thread = page.getByRole('list', { name: 'Messages' });
  await expect(thread.getByText(reply)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your reply' })).toHaveValue('');

  const request = await backEnd<{ messages: Array<{ body: string }> }>('/student_portal/student_request/4');
  const stored = request.messages.filter((message) => message.body === reply);
  const figure = `bad days: Send reply double-clicked: ${sends()} sent, ${stored.length} message stored`;
  console.log(figure);
  test.info().annotations.push({ type: 'figure', description: figure });
  expect(sends()).toBe(1);
  expect(stored).toHaveLength(1);
  await expect(thread.getByText(reply)).toHaveCount(1);
});
