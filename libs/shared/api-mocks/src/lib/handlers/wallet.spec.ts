import { encodePaymentPayload } from '@portal/util';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '../../testing';

const { bearer } = setupMockApi();
const api = 'http://api.test';

function as(email = 'demo@student.test') {
  const headers = bearer(email);
  return {
    get: async (path: string) => (await fetch(`${api}${path}`, { headers })).json(),
    post: (path: string, body: unknown) =>
      fetch(`${api}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }),
  };
}

const pay = (body: Record<string, unknown>, email?: string) =>
  as(email).post('/ambassador/payment', { request_id: 'req-00000001', ...body });

describe('demo ambassador wallet', () => {
  it('shows the balance, what it was earned with and the history, newest first', async () => {
    const { data } = await as().get('/ambassador/wallet');
    expect(data.balance).toBe(125);
    expect(data.referral_code).toBe('ANA-SILVA-25');
    expect(data.earned).toEqual([
      { source: 'referral', count: 3, amount: 75 },
      { source: 'reward', count: 1, amount: 10 },
      { source: 'event', count: 1, amount: 40 },
    ]);
    expect(data.transactions[0]).toMatchObject({
      description: 'Referral: Priya Nair booked',
      balance_after: 125,
    });
    expect((await as('demo2@student.test').get('/ambassador/wallet')).data.balance).toBe(40);
  });

  it('pays part of an invoice: the balance, the invoice and the payments all change', async () => {
    const response = await pay({ invoice_id: 5, amount: 20 });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.balance).toBe(105);
    expect(data.invoice).toMatchObject({ id: 5, amount_due: 75, status: 'overdue' });
    expect(data.transaction).toMatchObject({ kind: 'debit', amount: 20, invoice_number: 'INV-000105' });

    const client = as();
    expect((await client.get('/ambassador/wallet')).data.balance).toBe(105);
    expect((await client.get('/student_portal/invoices/5')).data).toMatchObject({
      amount_due: 75,
      amount_paid: 20,
    });
    const recorded = (await client.get('/student_portal/recorded_payments')).data;
    expect(recorded).toContainEqual(
      expect.objectContaining({ invoice_id: 5, gateway: 'wallet', amount: 20 }),
    );
  });

  it('pays an invoice in full, which marks it paid', async () => {
    const { data } = await (await pay({ invoice_id: 10, amount: 13.5 })).json();
    expect(data.invoice).toMatchObject({ amount_due: 0, status: 'paid' });
  });

  it('pays once for a repeated request', async () => {
    const first = await (await pay({ invoice_id: 5, amount: 20 })).json();
    const second = await (await pay({ invoice_id: 5, amount: 20 })).json();
    expect(second).toEqual(first);
    expect((await as().get('/ambassador/wallet')).data.balance).toBe(105);
  });

  it('refuses more than the balance or the amount due, and amounts that are not pence', async () => {
    const over = await pay({ invoice_id: 9, amount: 125.01 });
    expect(over.status).toBe(400);
    expect((await over.json()).error.fields.amount).toBe('That is more than your wallet balance of £125.00.');
    const overDue = await pay({ invoice_id: 10, amount: 14 });
    expect((await overDue.json()).error.fields.amount).toBe(
      'That is more than the £13.50 still due on this invoice.',
    );
    for (const amount of [0, -5, 1.005, '10', Number.NaN]) {
      expect((await pay({ invoice_id: 5, amount })).status).toBe(400);
    }
    expect((await as().get('/ambassador/wallet')).data.balance).toBe(125);
  });

  it('refuses paid, unknown and other students’ invoices, and a missing request id', async () => {
    expect((await pay({ invoice_id: 1, amount: 5 })).status).toBe(409);
    expect((await pay({ invoice_id: 999, amount: 5 })).status).toBe(404);
    expect((await pay({ invoice_id: 14, amount: 5 })).status).toBe(404);
    expect((await as().post('/ambassador/payment', { invoice_id: 5, amount: 5 })).status).toBe(400);
  });

  it('waits for a gateway payment of the invoice being processed', async () => {
    const transfer = {
      payment_type: 'invoice',
      invoice_id: 5,
      gateway: 'transfermate',
      country_code: 'DE',
      payment_method: 'bank_transfer',
    };
    expect((await as().post('/payment/checkout', transfer)).status).toBe(200);
    const response = await pay({ invoice_id: 5, amount: 5 });
    expect(response.status).toBe(409);
    expect((await response.json()).error.code).toBe('payment_pending');
  });
});

describe('demo e-SIM offer', () => {
  it('lists the plans, each sold as a shop product', async () => {
    const { data } = await as().get('/hubby/plans');
    expect(data.map((plan: { name: string }) => plan.name)).toEqual([
      'UK Starter 3 GB',
      'UK Student 15 GB',
      'UK Unlimited',
      'Europe Travel 10 GB',
      'UK Term 50 GB',
    ]);
    const product = (await as().get('/student_portal/products/402')).data;
    // The product that sells a plan is named as the plan, so its basket and invoice lines name it the same.
    expect(product).toMatchObject({ name: 'UK Student 15 GB', price: 10 });
  });

  it('gives Ana an e-SIM to install and Kenji none', async () => {
    const ana = (await as().get('/hubby/esims')).data;
    expect(ana.map((esim: { status: string }) => esim.status)).toEqual(['ready', 'expired']);
    expect(ana[0].activation.manual_code).toMatch(/^LPA:1\$smdp\.hubby-demo\.example\$[A-Z2-9-]{19}$/);
    expect(ana[0].activation.qr_code_image).toMatch(/^data:image\/svg\+xml,/);
    expect(ana[1].activation).toBeNull();
    expect((await as('demo2@student.test').get('/hubby/esims')).data).toEqual([]);
  });

  it('turns a paid plan into an e-SIM with its activation', async () => {
    const client = as('demo2@student.test');
    const payload = encodePaymentPayload({ items: [{ kind: 'product', id: 403, quantity: 1 }] });
    const checkout = await client.post('/payment/checkout', {
      payment_type: 'products',
      payload,
      gateway: 'transfermate',
      country_code: 'JP',
      payment_method: 'bank_transfer',
    });
    const { data } = await checkout.json();
    expect(data.amount).toBe(20);
    expect((await client.get('/hubby/esims')).data).toEqual([]);
    // The demo confirms a pending bank transfer the first time its status is asked for.
    expect((await client.get(`/student_portal/payment/${data.payment_id}`)).data.status).toBe('completed');
    const esims = (await client.get('/hubby/esims')).data;
    expect(esims).toHaveLength(1);
    expect(esims[0]).toMatchObject({ name: 'UK Unlimited', status: 'ready', data_gb: null });
    expect(esims[0].activation.activation_code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
  });
});

describe('demo travel partners', () => {
  it('points the bank account and flights at the stand-in partner pages', async () => {
    const bank = (await as().get('/student_portal/bank_account')).data;
    expect(bank.application_url).toBe('http://api.test/demo-partners/bank/apply?ref=student-portal');
    expect(bank.requirements).toHaveLength(4);
    const flights = (await as().get('/student_portal/flights')).data;
    expect(flights.search_url).toBe('http://api.test/demo-partners/flights/search');
    expect(flights.flights).toHaveLength(2);
    expect((await as('demo2@student.test').get('/student_portal/flights')).data.flights).toEqual([]);
  });
});
