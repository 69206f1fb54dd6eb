import { describe, expect, it } from 'vitest';
import { setupMockApi } from '../../testing';

const NOW = Date.parse('2026-11-29T10:00:00Z');
const { bearer, db } = setupMockApi({ now: () => NOW });
const api = 'http://api.test';
/** Ana's spring tuition: £3,200, due 5 January 2027. */
const TUITION = 9;

const get = async (path: string) => {
  const response = await fetch(`${api}${path}`, { headers: bearer() });
  return { status: response.status, body: await response.json() };
};
const post = async (path: string, body?: unknown) => {
  const response = await fetch(`${api}${path}`, {
    method: 'POST',
    headers: bearer(),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
};

async function offerOf(count: number, invoiceId = TUITION) {
  const { body } = await get(`/student_portal/invoices/${invoiceId}/plan_offers`);
  const offer = body.data.offers.find((candidate: { count: number }) => candidate.count === count);
  return { count, total: offer.total, instalments: offer.instalments, invoice_id: invoiceId };
}

const agree = async (count: number, key = 'agree-0000000001') =>
  post('/student_portal/instalment_plans', { ...(await offerOf(count)), idempotency_key: key });

describe('demo instalment plans', () => {
  it('offers 2 to 10 monthly instalments of a tuition invoice, adding up to what is due', async () => {
    const { body } = await get(`/student_portal/invoices/${TUITION}/plan_offers`);
    expect(body.data).toMatchObject({ eligible: true, reason: null, amount_due: 3200 });
    expect(body.data.offers.map((offer: { count: number }) => offer.count)).toEqual([
      2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect(body.data.offers[2]).toMatchObject({
      count: 4,
      fee: 0,
      total: 3200,
      instalments: [
        { due_date: '2026-11-29', amount: 800 },
        { due_date: '2026-12-29', amount: 800 },
        { due_date: '2027-01-29', amount: 800 },
        { due_date: '2027-02-28', amount: 800 },
      ],
    });
  });

  it('offers none for an invoice too small, of another kind, overdue or paid, and says why', async () => {
    const reasonOf = async (id: number) =>
      (await get(`/student_portal/invoices/${id}/plan_offers`)).body.data;
    expect(await reasonOf(6)).toMatchObject({ eligible: false, reason: 'too_small', offers: [] });
    expect((await reasonOf(5)).reason).toBe('category');
    expect((await reasonOf(4)).reason).toBe('overdue');
    expect((await reasonOf(1)).reason).toBe('nothing_due');
  });

  it('creates one plan, answers a repeated agreement with it, and refuses a second plan', async () => {
    const offer = await offerOf(4);
    const create = (key: string) =>
      post('/student_portal/instalment_plans', { ...offer, idempotency_key: key });
    const first = await create('agree-0000000001');
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ invoice_id: TUITION, state: 'active', count: 4, paid: 0 });
    const again = await create('agree-0000000001');
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    const second = await create('agree-0000000002');
    expect(second).toMatchObject({ status: 409, body: { error: { code: 'plan_exists' } } });
    expect((await get('/student_portal/instalment_plans')).body.data).toHaveLength(1);
    expect((await get(`/student_portal/invoices/${TUITION}/plan_offers`)).body.data).toMatchObject({
      eligible: false,
      reason: 'has_plan',
    });
  });

  it('refuses a schedule it did not offer, amounts that do not add up and an ineligible invoice', async () => {
    const offer = await offerOf(4);
    const moved = offer.instalments.map((part: object, index: number) =>
      index === 3 ? { ...part, due_date: '2027-06-01' } : part,
    );
    const notOffered = await post('/student_portal/instalment_plans', {
      ...offer,
      instalments: moved,
      idempotency_key: 'agree-0000000003',
    });
    expect(notOffered).toMatchObject({ status: 422, body: { error: { code: 'schedule_not_offered' } } });
    const short = await post('/student_portal/instalment_plans', {
      ...offer,
      total: 3300,
      idempotency_key: 'agree-0000000004',
    });
    expect(short).toMatchObject({ status: 422, body: { error: { code: 'amounts_mismatch' } } });
    const small = await post('/student_portal/instalment_plans', {
      invoice_id: 6,
      count: 2,
      total: 880,
      instalments: [
        { due_date: '2026-11-29', amount: 440 },
        { due_date: '2026-12-29', amount: 440 },
      ],
      idempotency_key: 'agree-0000000005',
    });
    expect(small).toMatchObject({ status: 422, body: { error: { code: 'not_eligible' } } });
    const malformed = await post('/student_portal/instalment_plans', { invoice_id: TUITION });
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.error.fields)).toEqual(
      expect.arrayContaining(['idempotency_key', 'count', 'total', 'instalments']),
    );
    expect((await get('/student_portal/instalment_plans')).body.data).toEqual([]);
  });

  it('counts payments of the invoice towards the plan, falls behind when the clock passes a date, and cancels', async () => {
    const { body } = await agree(4);
    const planId = body.data.id;
    db.applyPayment(1001, TUITION, {
      id: 900,
      date: '2026-11-29',
      gateway: 'paypal',
      amount: 800,
      status: 'completed',
    });
    const paid = (await get(`/student_portal/instalment_plans/${planId}`)).body.data;
    expect(paid).toMatchObject({ state: 'active', paid: 800, remaining: 2400 });
    expect(paid.instalments.map((part: { state: string }) => part.state)).toEqual([
      'paid',
      'due',
      'due',
      'due',
    ]);

    db.moveClock(45);
    const behind = (await get(`/student_portal/instalment_plans/${planId}`)).body.data;
    expect(behind.state).toBe('behind');
    expect(behind.instalments[1].state).toBe('late');

    const cancelled = await post(`/student_portal/instalment_plans/${planId}/cancel`);
    expect(cancelled).toMatchObject({ status: 200, body: { data: { state: 'cancelled' } } });
    expect((await post(`/student_portal/instalment_plans/${planId}/cancel`)).status).toBe(409);
    expect((await get(`/student_portal/invoices/${TUITION}`)).body.data.amount_due).toBe(2400);
  });

  it('prices a payment of an invoice on a plan at the instalment it asks for now', async () => {
    const quoteOf = async () =>
      (await get(`/payment/gateway_fees?payment_type=invoice&invoice_id=${TUITION}`)).body.data.amount_due;
    expect(await quoteOf()).toBe(3200);
    await agree(4);
    expect(await quoteOf()).toBe(800);
    db.applyPayment(1001, TUITION, {
      id: 901,
      date: '2026-11-29',
      gateway: 'paypal',
      amount: 1000,
      status: 'completed',
    });
    // Early: the rest of the next instalment.
    expect(await quoteOf()).toBe(600);
  });

  it('answers 404 for a plan or invoice that is not the student’s', async () => {
    expect((await get('/student_portal/instalment_plans/99')).status).toBe(404);
    expect((await get('/student_portal/invoices/9999/plan_offers')).status).toBe(404);
    expect((await post('/student_portal/instalment_plans/99/cancel')).status).toBe(404);
  });
});
