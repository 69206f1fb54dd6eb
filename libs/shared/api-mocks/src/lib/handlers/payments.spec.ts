import { encodePaymentPayload } from '@portal/util';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '../../testing';

const { db, bearer } = setupMockApi();
const api = 'http://api.test';

function as(email = 'demo@student.test') {
  const headers = bearer(email);
  return {
    get: (path: string) => fetch(`${api}${path}`, { headers }),
    post: (path: string, body: unknown) =>
      fetch(`${api}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }),
  };
}

const transfer = {
  payment_type: 'invoice',
  invoice_id: 9,
  gateway: 'transfermate',
  country_code: 'US',
  payment_method: 'ach',
  state: 'NY',
};

describe('demo payments API', () => {
  it('quotes an invoice with each gateway’s fee and total', async () => {
    const { data } = await (await as().get('/payment/gateway_fees?payment_type=invoice&invoice_id=7')).json();
    expect(data.amount_due).toBe(255.5);
    expect(data.gateways).toEqual([
      { gateway: 'paypal', fee: 8.89, total: 264.39, paypal_region: 'GB' },
      { gateway: 'flywire', fee: 3.83, total: 259.33, paypal_region: null },
      { gateway: 'transfermate', fee: 0, total: 255.5, paypal_region: null },
    ]);
  });

  it('keeps students apart and refuses bad subjects', async () => {
    expect(
      (await as('demo2@student.test').get('/payment/gateway_fees?payment_type=invoice&invoice_id=7')).status,
    ).toBe(404);
    expect((await as().get('/payment/gateway_fees?payment_type=lottery&invoice_id=7')).status).toBe(400);
    expect((await as().get('/payment/gateway_fees?payment_type=products&payload=%21%21')).status).toBe(400);
    const unknown = encodePaymentPayload({ items: [{ kind: 'product', id: 999, quantity: 1 }] });
    expect((await as().get(`/payment/gateway_fees?payment_type=products&payload=${unknown}`)).status).toBe(
      422,
    );
    expect((await fetch(`${api}/payment/gateway_fees?payment_type=invoice&invoice_id=7`)).status).toBe(401);
  });

  it('validates the bank-transfer fields per country', async () => {
    const client = as();
    const missingState = await client.post('/payment/checkout', { ...transfer, state: undefined });
    expect(missingState.status).toBe(400);
    expect((await missingState.json()).error.message).toBe('Choose the state you pay from.');
    expect(
      (
        await client.post('/payment/checkout', {
          ...transfer,
          country_code: 'CN',
          payment_method: 'bank_transfer',
        })
      ).status,
    ).toBe(400);
    const ok = await client.post('/payment/checkout', transfer);
    expect(ok.status).toBe(200);
    expect((await ok.json()).data.transfermate.instructions).toMatchObject({ amount: 3200, currency: 'GBP' });
  });

  it('refuses a second checkout while a payment of the invoice is pending, then books it on the invoice', async () => {
    const client = as();
    const { data: first } = await (await client.post('/payment/checkout', transfer)).json();
    const second = await client.post('/payment/checkout', {
      payment_type: 'invoice',
      invoice_id: 9,
      gateway: 'paypal',
    });
    expect(second.status).toBe(409);
    expect((await second.json()).error.code).toBe('payment_pending');
    const { data: quote } = await (
      await client.get('/payment/gateway_fees?payment_type=invoice&invoice_id=9')
    ).json();
    expect(quote.pending_payment).toMatchObject({ id: first.payment_id, status: 'pending' });

    const { data: confirmed } = await (
      await client.get(`/student_portal/payment/${first.payment_id}`)
    ).json();
    expect(confirmed.status).toBe('completed');
    expect(db.findInvoice(1001, 9)).toMatchObject({ status: 'paid', amount_due: 0, amount_paid: 3200 });
    const { data: installments } = await (await client.get('/student_portal/installment')).json();
    expect(installments.map((entry: { status: string }) => entry.status)).toEqual(['paid', 'paid']);
    expect(
      (await client.post('/payment/checkout', { payment_type: 'invoice', invoice_id: 9, gateway: 'paypal' }))
        .status,
    ).toBe(409);
  });

  it('bills items from a payload on a new invoice and lets a new checkout supersede an abandoned one', async () => {
    const client = as();
    const payload = encodePaymentPayload({ items: [{ kind: 'onboarding_pack', id: 1, quantity: 1 }] });
    const { data: checkout } = await (
      await client.post('/payment/checkout', { payment_type: 'onboardingpack', payload, gateway: 'paypal' })
    ).json();
    expect(db.findInvoice(1001, checkout.invoice_id)).toMatchObject({ amount_due: 120, status: 'unpaid' });
    const again = await client.post('/payment/checkout', {
      payment_type: 'invoice',
      invoice_id: checkout.invoice_id,
      gateway: 'flywire',
    });
    expect(again.status).toBe(200);
    expect(db.payments.find(1001, checkout.payment_id)?.status).toBe('cancelled');
  });

  it('turns a basket checkout into an order awaiting payment, carrying the basket id and priced by the shop, paid with its invoice', async () => {
    const client = as();
    const payload = encodePaymentPayload({
      basket_id: 'basket-1',
      items: [{ kind: 'product', id: 101, quantity: 2 }],
    });
    const { data: quote } = await (
      await client.get(`/payment/gateway_fees?payment_type=products&payload=${payload}`)
    ).json();
    const shopPrice = db.shop.priceItem({ kind: 'product', id: 101, quantity: 2 });
    expect(shopPrice.ok).toBe(true);
    if (shopPrice.ok) expect(quote.amount_due).toBe(shopPrice.item.amount);
    const { data: checkout } = await (
      await client.post('/payment/checkout', {
        ...transfer,
        payment_type: 'products',
        invoice_id: undefined,
        payload,
      })
    ).json();
    const before = (await (await client.get('/student_portal/orders')).json()).data;
    expect(
      before.find((order: { basket_id: string | null }) => order.basket_id === 'basket-1'),
    ).toMatchObject({ status: 'pending' });
    await client.get(`/student_portal/payment/${checkout.payment_id}`);
    const { data: orders } = await (await client.get('/student_portal/orders')).json();
    expect(
      orders.find((order: { basket_id: string | null }) => order.basket_id === 'basket-1'),
    ).toMatchObject({ status: 'paid' });
  });

  it('captures a PayPal order once, answering a repeated capture as the first', async () => {
    const client = as();
    const { data: checkout } = await (
      await client.post('/payment/checkout', { payment_type: 'invoice', invoice_id: 7, gateway: 'paypal' })
    ).json();
    const capture = { payment_id: checkout.payment_id, order_id: checkout.order_id, paypal_region: 'GB' };
    const first = await client.post('/payment/paypal/capture_order', capture);
    const again = await client.post('/payment/paypal/capture_order', capture);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect((await again.json()).data).toEqual((await first.json()).data);
    expect(
      db.payments.list(1001).filter((entry) => entry.invoice_id === 7 && entry.status === 'pending'),
    ).toHaveLength(1);
    await client.get(`/student_portal/payment/${checkout.payment_id}`);
    const late = await client.post('/payment/paypal/capture_order', capture);
    expect((await late.json()).data).toMatchObject({ id: checkout.payment_id, status: 'completed' });
    expect(db.findInvoice(1001, 7)).toMatchObject({ status: 'paid', amount_paid: 255.5 });
    const other = await client.post('/payment/paypal/capture_order', {
      ...capture,
      order_id: 'DEMO-ORDER-1',
    });
    expect(other.status).toBe(404);
  });

  it('says what a part-paid invoice has had paid already', async () => {
    const { data } = await (await as().get('/payment/gateway_fees?payment_type=invoice&invoice_id=4')).json();
    expect(data).toMatchObject({ amount_due: 480, amount_paid: 400 });
    const { data: unpaid } = await (
      await as().get('/payment/gateway_fees?payment_type=invoice&invoice_id=7')
    ).json();
    expect(unpaid.amount_paid).toBeUndefined();
  });

  it('converts GBP for TransferMate countries', async () => {
    const { data } = await (
      await as().get('/payment/transfermate/conversions?country_code=BR&amount=100')
    ).json();
    expect(data).toEqual({
      country_code: 'BR',
      currency: 'BRL',
      rate: 6.32,
      amount: 100,
      converted_amount: 632,
      rated_at: expect.any(String),
    });
    expect((await as().get('/payment/transfermate/conversions?country_code=XX&amount=100')).status).toBe(400);
  });

  it('lists every attempt for the timeline, a checkout left at the gateway too, each with its gateway reference', async () => {
    const { data } = await (await as().get('/student_portal/payment')).json();
    const byId = new Map(data.map((entry: { id: number }) => [entry.id, entry]));
    expect(byId.get(4004)).toMatchObject({ status: 'created', gateway_reference: 'DEMO-ORDER-4004' });
    expect(byId.get(4002)).toMatchObject({ status: 'failed', updated_at: '2026-11-02T08:52:00.000Z' });
    expect(byId.get(4001)).toMatchObject({ status: 'cancelled', gateway: 'flywire' });
    expect(byId.get(31)).toMatchObject({ status: 'completed', invoice_id: 3, transfer: null });
    expect(byId.get(4003)).toMatchObject({
      status: 'pending',
      transfer: { expected_arrival: '2026-11-23', instructions: { reference: 'PAY-4003-BR' } },
    });
    // Invoice 3's payment was online: it is not listed again among the office's records.
    const recorded = (await (await as().get('/student_portal/recorded_payments')).json()).data;
    expect(recorded.map((entry: { id: number }) => entry.id)).not.toContain(31);
    expect((await (await as('demo2@student.test').get('/student_portal/payment')).json()).data).toEqual([]);
  });

  it('keeps a bank transfer’s instructions and expected arrival with it until the money arrives', async () => {
    const started = (await (await as().post('/payment/checkout', transfer)).json()).data;
    const waiting = (await (await as().get('/student_portal/payment')).json()).data.find(
      (entry: { id: number }) => entry.id === started.payment_id,
    );
    expect(waiting).toMatchObject({
      status: 'pending',
      updated_at: null,
      gateway_reference: started.transfermate.instructions.reference,
      transfer: { instructions: started.transfermate.instructions, expected_arrival: expect.any(String) },
    });
    const arrived = (await (await as().get(`/student_portal/payment/${started.payment_id}`)).json()).data;
    expect(arrived).toMatchObject({ status: 'completed', transfer: null, updated_at: expect.any(String) });
  });
});
