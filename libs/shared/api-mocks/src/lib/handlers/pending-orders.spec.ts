import { encodePaymentPayload, type PaymentPayload } from '@portal/util';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '../../testing';
import { CHECKOUT_TTL_MS } from '@portal/shop/mocks';

const { db, bearer } = setupMockApi();
const api = 'http://api.test';

function as(email = 'demo@student.test') {
  const headers = bearer(email);
  const json = async (response: Promise<Response>) => {
    const answer = await response;
    return { status: answer.status, body: await answer.json() };
  };
  return {
    get: (path: string) => json(fetch(`${api}${path}`, { headers })),
    post: (path: string, body: unknown = {}) =>
      json(fetch(`${api}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })),
  };
}

type Client = ReturnType<typeof as>;

/** What pressing "Pay" at Flywire does, then leaving without paying. */
async function checkOut(client: Client, type: string, payload: PaymentPayload) {
  const answer = await client.post('/payment/checkout', {
    payment_type: type,
    payload: encodePaymentPayload(payload),
    gateway: 'flywire',
  });
  expect(answer.status).toBe(200);
  return answer.body.data as { invoice_id: number; payment_id: number; amount: number };
}

/** What the student owes by the list's plain answer, and by the totals the dashboard and statement read. */
async function owed(client: Client) {
  const { body } = await client.get('/student_portal/invoices');
  const invoices = body.data as Array<{ status: string; amount_due: number }>;
  const added = invoices
    .filter((invoice) => invoice.status !== 'paid' && invoice.status !== 'cancelled')
    .reduce((sum, invoice) => Math.round((sum + invoice.amount_due) * 100) / 100, 0);
  const page = await client.get(
    '/student_portal/invoices?outstanding=true&sort=due_date&order=asc&per_page=5',
  );
  expect(page.body.data.totals.amount_due).toBe(added);
  return added;
}

/** The invoices the student is shown as owing, soonest due first: how many, and the first page's ids. */
async function outstanding(client: Client) {
  const list = await client.get(
    '/student_portal/invoices?outstanding=true&sort=due_date&order=asc&per_page=50',
  );
  const listed = (list.body.data.items as Array<{ id: number }>).map((invoice) => invoice.id);
  return { total_all: list.body.data.total_all as number, listed };
}

/** A bank transfer sent for the towels: the order it is on its way for. */
async function transferForTowels(client: Client) {
  await client.post('/payment/checkout', {
    payment_type: 'products',
    payload: encodePaymentPayload(towels),
    gateway: 'transfermate',
    country_code: 'US',
    payment_method: 'ach',
    state: 'NY',
  });
  return (await orders(client)).find((candidate) => candidate.basket_id === 'bsk-ana');
}

async function orders(client: Client) {
  const { body } = await client.get('/student_portal/orders');
  return body.data as Array<{
    id: number;
    number: string;
    status: string;
    basket_id: string | null;
    billed_invoice: { id: number; number: string } | null;
  }>;
}

const towels: PaymentPayload = { basket_id: 'bsk-ana', items: [{ kind: 'product', id: 103, quantity: 1 }] };

describe('checkouts left unpaid', () => {
  it('are not owed: two checkouts from two devices leave the total due as it was, with one checkout waiting', async () => {
    const laptop = as();
    const phone = as();
    const before = await owed(laptop);
    const invoicesBefore = (await laptop.get('/student_portal/invoices?per_page=1')).body.data.total_all;
    const first = await checkOut(laptop, 'products', towels);
    const second = await checkOut(phone, 'products', {
      basket_id: 'bsk-ana-phone',
      items: [{ kind: 'product', id: 105, quantity: 1 }],
    });

    expect(await owed(laptop)).toBe(before);
    expect(await owed(phone)).toBe(before);
    // Neither checkout shows as an invoice, nor as the next one due.
    const { total_all, listed } = await outstanding(phone);
    expect(total_all).toBe(invoicesBefore);
    expect(listed).not.toContain(first.invoice_id);
    expect(listed).not.toContain(second.invoice_id);
    // The phone's checkout replaced the laptop's: one checkout waits, the other is cancelled.
    const made = (await orders(phone)).filter((order) => order.basket_id?.startsWith('bsk-ana'));
    expect(made.map((order) => [order.basket_id, order.status])).toEqual([
      ['bsk-ana-phone', 'pending'],
      ['bsk-ana', 'cancelled'],
    ]);
    expect(made.every((order) => order.billed_invoice === null)).toBe(true);
    expect(
      (await laptop.get(`/payment/gateway_fees?payment_type=invoice&invoice_id=${first.invoice_id}`)).status,
    ).toBe(409);
  });

  it('count once paid: the invoice then shows, paid, and the order names it', async () => {
    const client = as();
    const before = await owed(client);
    const { invoice_id, payment_id } = await checkOut(client, 'products', towels);
    await client.post('/student_portal/flywire/payment_callback', {
      payment_id,
      reference: 'FW-2',
      status: 'success',
    });
    await client.get(`/student_portal/payment/${payment_id}`);

    expect(await owed(client)).toBe(before);
    const { body } = await client.get('/student_portal/invoices?status=paid&per_page=50');
    expect((body.data.items as Array<{ id: number }>).map((invoice) => invoice.id)).toContain(invoice_id);
    const [order] = (await orders(client)).filter((candidate) => candidate.basket_id === 'bsk-ana');
    expect(order).toMatchObject({ status: 'paid', billed_invoice: { id: invoice_id } });
  });

  it('expire after a day: the order is cancelled and its invoice can no longer be paid', async () => {
    const client = as();
    const { invoice_id } = await checkOut(client, 'products', towels);
    const now = db.options.now;
    db.options.now = () => now() + CHECKOUT_TTL_MS + 1000;
    try {
      // Signed in again: the first session's access token has long expired.
      const later = as();
      const [order] = (await orders(later)).filter((candidate) => candidate.basket_id === 'bsk-ana');
      expect(order?.status).toBe('cancelled');
      expect(db.findInvoice(1001, invoice_id)).toMatchObject({ status: 'cancelled', amount_due: 0 });
      // Checking out the same basket again starts afresh.
      const again = await checkOut(later, 'products', towels);
      expect(again.invoice_id).not.toBe(invoice_id);
    } finally {
      db.options.now = now;
    }
  });

  it('reuse the order and invoice of the same basket instead of billing it again', async () => {
    const client = as();
    const before = await owed(client);
    const first = await checkOut(client, 'products', towels);
    const second = await checkOut(client, 'products', towels);
    const third = await checkOut(client, 'products', towels);

    expect(second.invoice_id).toBe(first.invoice_id);
    expect(third.invoice_id).toBe(first.invoice_id);
    expect(await owed(client)).toBe(before);
    const pending = (await orders(client)).filter((order) => order.basket_id === 'bsk-ana');
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ status: 'pending', billed_invoice: null });
    // The pay page's quote of the same basket is the order's, not a new purchase.
    const quote = await client.get(
      `/payment/gateway_fees?payment_type=products&payload=${encodePaymentPayload(towels)}`,
    );
    expect(quote.body.data.amount_due).toBe(first.amount);
  });

  it('replace the pending order of a basket whose contents changed, voiding its invoice', async () => {
    const client = as();
    const before = await owed(client);
    const first = await checkOut(client, 'products', towels);
    const changed = await checkOut(client, 'products', {
      ...towels,
      items: [{ kind: 'product', id: 103, quantity: 2 }],
    });

    expect(changed.invoice_id).not.toBe(first.invoice_id);
    expect(db.findInvoice(1001, first.invoice_id)).toMatchObject({ status: 'cancelled', amount_due: 0 });
    expect(await owed(client)).toBe(before);
    const fromBasket = (await orders(client)).filter((order) => order.basket_id === 'bsk-ana');
    expect(fromBasket.map((order) => order.status).sort()).toEqual(['cancelled', 'pending']);
  });

  it('refuse a checkout from another device while a payment of the order it would replace is on its way', async () => {
    const laptop = as();
    const order = await transferForTowels(laptop);
    const refused = await as().post('/payment/checkout', {
      payment_type: 'products',
      payload: encodePaymentPayload({
        basket_id: 'bsk-phone',
        items: [{ kind: 'product', id: 105, quantity: 1 }],
      }),
      gateway: 'flywire',
    });

    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      `A payment for order ${order?.number} is being processed (on this device or another). Wait for it to be confirmed before checking out again.`,
    );
  });

  it.each<[string, string, () => PaymentPayload]>([
    ['an e-SIM', 'products', () => ({ items: [{ kind: 'product', id: 401, quantity: 1 }] })],
    ['an attraction ticket', 'products', () => ({ items: [{ kind: 'product', id: 955, quantity: 2 }] })],
    [
      'an additional service',
      'additional-services',
      () => ({ items: [{ kind: 'additional_service', id: 301, quantity: 1, options: { invoice_id: 1 } }] }),
    ],
    [
      'an airport pickup',
      'products',
      () => ({ items: [{ kind: 'airport_car', id: db.shop.airportCars[0]?.id ?? 0, quantity: 1 }] }),
    ],
    ['a membership', 'membership', () => ({ items: [{ kind: 'membership', id: 1, quantity: 1 }] })],
    [
      'an onboarding pack',
      'onboardingpack',
      () => ({ items: [{ kind: 'onboarding_pack', id: 1, quantity: 1 }] }),
    ],
  ])('bill %s bought twice without paying on one invoice', async (_name, type, payload) => {
    const client = as();
    const invoicesBefore = db.listInvoices(1001).length;
    const first = await checkOut(client, type, payload());
    const second = await checkOut(client, type, payload());

    expect(second.invoice_id).toBe(first.invoice_id);
    // No checkout is listed until paid, a plan's or a pack's no more than an order's.
    expect(db.listInvoices(1001)).toHaveLength(invoicesBefore);
  });

  it('become a paid order once the reused invoice is paid, and cannot be cancelled then', async () => {
    const client = as();
    await checkOut(client, 'products', towels);
    const { payment_id } = await checkOut(client, 'products', towels);
    await client.post('/student_portal/flywire/payment_callback', {
      payment_id,
      reference: 'FW-1',
      status: 'success',
    });
    await client.get(`/student_portal/payment/${payment_id}`);

    const [order] = (await orders(client)).filter((candidate) => candidate.basket_id === 'bsk-ana');
    expect(order?.status).toBe('paid');
    expect((await client.post(`/student_portal/orders/${order?.id}/cancel`)).status).toBe(409);
  });
});

describe('checkouts of plans and packs left unpaid', () => {
  const yearly: PaymentPayload = { items: [{ kind: 'membership', id: 1, quantity: 1 }] };
  const monthly: PaymentPayload = { items: [{ kind: 'membership', id: 2, quantity: 1 }] };
  const premium: PaymentPayload = { items: [{ kind: 'onboarding_pack', id: 2, quantity: 1 }] };

  it('are not owed: not listed, not in the totals, not next due, not in the statement', async () => {
    const laptop = as();
    const before = await owed(laptop);
    const total = (await laptop.get('/student_portal/invoices?per_page=1')).body.data.total_all;
    const closing = (await laptop.get('/student_portal/statement?from=2019-01-01&to=2027-12-31')).body.data
      .closing_balance;
    const plan = await checkOut(laptop, 'membership', yearly);
    const pack = await checkOut(as(), 'onboardingpack', premium);

    expect(await owed(laptop)).toBe(before);
    const { total_all, listed } = await outstanding(laptop);
    expect(total_all).toBe(total);
    expect(listed).not.toContain(plan.invoice_id);
    expect(listed).not.toContain(pack.invoice_id);
    const statement = await laptop.get('/student_portal/statement?from=2019-01-01&to=2027-12-31');
    expect(statement.body.data.closing_balance).toBe(closing);
    // The pay page still reads the invoice it pays.
    expect((await laptop.get(`/student_portal/invoices/${plan.invoice_id}`)).status).toBe(200);
  });

  it('are replaced by a new checkout from any device, whose invoice is the only one waiting', async () => {
    const laptop = as();
    const phone = as();
    const first = await checkOut(laptop, 'membership', yearly);
    const second = await checkOut(phone, 'membership', monthly);
    expect(second.invoice_id).not.toBe(first.invoice_id);
    expect((await laptop.get(`/student_portal/invoices/${first.invoice_id}`)).body.data).toMatchObject({
      status: 'cancelled',
      amount_due: 0,
    });
    const subscriptions = (await phone.get('/packages/subscription')).body.data as Array<{
      status: string;
      plan: { id: number };
      pending_invoice: { id: number } | null;
    }>;
    const waiting = subscriptions.filter((entry) => entry.status === 'waiting_for_payment');
    expect(waiting.map((entry) => [entry.plan.id, entry.pending_invoice?.id])).toEqual([
      [2, second.invoice_id],
    ]);
  });

  it('is refused while a bank transfer for the one it would replace is on its way', async () => {
    const client = as();
    const answer = await client.post('/payment/checkout', {
      payment_type: 'membership',
      payload: encodePaymentPayload(yearly),
      gateway: 'transfermate',
      country_code: 'US',
      payment_method: 'ach',
      state: 'NY',
    });
    expect(answer.status).toBe(200);
    const refused = await client.post('/payment/checkout', {
      payment_type: 'membership',
      payload: encodePaymentPayload(monthly),
      gateway: 'flywire',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/on this device or another/);
  });
});

describe('cancelling an order awaiting payment', () => {
  it('voids its invoice, so the amount due drops, and its pay link no longer pays', async () => {
    const client = as();
    const before = await owed(client);
    const { invoice_id } = await checkOut(client, 'products', towels);
    const [order] = (await orders(client)).filter((candidate) => candidate.basket_id === 'bsk-ana');

    const cancelled = await client.post(`/student_portal/orders/${order?.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe('cancelled');
    expect(await owed(client)).toBe(before);
    expect(db.findInvoice(1001, invoice_id)).toMatchObject({ status: 'cancelled', amount_due: 0 });
    const pay = await client.get(
      `/payment/gateway_fees?payment_type=products&payload=${encodePaymentPayload({ order_id: order?.id ?? 0 })}`,
    );
    expect(pay.status).toBe(404);
    const invoicePay = await client.get(
      `/payment/gateway_fees?payment_type=invoice&invoice_id=${invoice_id}`,
    );
    expect(invoicePay.status).toBe(409);
    // A new checkout of the same basket starts a new order.
    const again = await checkOut(client, 'products', towels);
    expect(again.invoice_id).not.toBe(invoice_id);
  });

  it('is refused while a bank transfer for it is on its way, and for another student', async () => {
    const client = as();
    const order = await transferForTowels(client);

    expect((await as('demo2@student.test').post(`/student_portal/orders/${order?.id}/cancel`)).status).toBe(
      404,
    );
    const refused = await client.post(`/student_portal/orders/${order?.id}/cancel`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('payment_pending');
  });
});
