import { answerWith, countRequests, KENJI, portalPayments, signInAt } from './bad-days';
import { expect, expireAccessToken, signInThroughFrame, test } from './support';

// Kenji pays invoice 17 and 15 here, each test in its own world (support.ts).
test.use({ storageState: { cookies: [], origins: [] }, serviceWorkers: 'block' });

test('the access token expires between choosing a gateway and Pay: one refresh, and the payment goes through once', async ({
  page,
  context,
}) => {
  const refreshes = countRequests(context, 'POST', /\/auth\/refresh_token$/);
  await signInAt(page, '/panel/pay/invoice/17');
  await page.getByRole('radio', { name: /PayPal/ }).check();
  await expireAccessToken(context);
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await page.getByRole('button', { name: 'Approve payment (demo)' }).click();
  await expect(page.getByText('Payment received')).toBeVisible();

  const payments = (await portalPayments()).filter((payment) => payment.invoice_id === 17);
  const figure = `bad days: session expired before Pay: ${refreshes()} refresh, ${payments.length} payment (${payments.map((payment) => payment.status).join(', ')})`;
  console.log(figure);
  test.info().annotations.push({ type: 'figure', description: figure });
  expect(refreshes()).toBe(1);
  expect(payments.map((payment) => payment.status)).toEqual(['completed']);
});

test('the refresh token is revoked before Pay: sign-in, back on the pay page, and one payment', async ({
  page,
  context,
}) => {
  await signInAt(page, '/panel/pay/invoice/15');
  await page.getByRole('radio', { name: /PayPal/ }).check();
  // This session's refresh token is refused from now on (the demo's own control would end every session of the world).
  await context.route(
    '**/auth/refresh_token',
    answerWith(401, 'invalid_refresh_token', 'Please sign in again.'),
  );
  await expireAccessToken(context);
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await portalPayments().then((all) => all.filter((payment) => payment.invoice_id === 15))).toEqual(
    [],
  );

  await context.unroute('**/auth/refresh_token');
  await signInThroughFrame(page, KENJI);
  await expect(page).toHaveURL(/\/panel\/pay\/invoice\/15$/, { timeout: 15_000 });
  await page.getByRole('radio', { name: /PayPal/ }).check();
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await page.getByRole('button', { name: 'Approve payment (demo)' }).click();
  await expect(page.getByText('Payment received')).toBeVisible();

  const payments = (await portalPayments()).filter((payment) => payment.invoice_id === 15);
  const figure = `bad days: refresh revoked before Pay: signed in again on the pay page, ${payments.length} payment (${payments.map((payment) => payment.status).join(', ')})`;
  console.log(figure);
  test.info().annotations.push({ type: 'figure', description: figure });
  expect(payments.map((payment) => payment.status)).toEqual(['completed']);
});
