import type { OnboardingPack, Subscription } from '@portal/api-contract';
import { encodePaymentPayload } from '@portal/util';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '../../testing';
import { addMonths } from '@portal/packages/mocks';

const NOW = Date.parse('2026-11-23T10:00:00Z');
const { db, bearer } = setupMockApi({ now: () => NOW });
const api = 'http://api.test';

function as(email = 'demo@student.test') {
  const headers = bearer(email);
  const send = (method: string) => (path: string, body: unknown) =>
    fetch(`${api}${path}`, { method, headers, body: JSON.stringify(body) });
  return {
    get: (path: string) => fetch(`${api}${path}`, { headers }),
    post: send('POST'),
    patch: send('PATCH'),
    data: async <T>(path: string): Promise<T> =>
      (await (await fetch(`${api}${path}`, { headers })).json()).data,
  };
}

const plan = (id: number) => encodePaymentPayload({ items: [{ kind: 'membership', id, quantity: 1 }] });
const pack = (id: number) => encodePaymentPayload({ items: [{ kind: 'onboarding_pack', id, quantity: 1 }] });

/** Pays a payment link with the PayPal stand-in's steps: checkout, capture, confirmation. */
async function payWithPaypal(client: ReturnType<typeof as>, subject: Record<string, unknown>) {
  const checkout = await (await client.post('/payment/checkout', { ...subject, gateway: 'paypal' })).json();
  const { payment_id, order_id } = checkout.data;
  await client.post('/payment/paypal/capture_order', { payment_id, order_id, paypal_region: 'GB' });
  const confirmed = await (await client.get(`/student_portal/payment/${payment_id}`)).json();
  return { checkout: checkout.data, payment: confirmed.data };
}

describe('demo packages API', () => {
  it('names a plan on its pay page as the membership page does ("Student membership, yearly")', async () => {
    const quote = await as().data<{ items: Array<{ description: string }> }>(
      `/payment/gateway_fees?payment_type=membership&payload=${plan(1)}`,
    );
    expect(quote.items.map((item) => item.description)).toEqual(['Student membership, yearly']);
  });

  it('gives each student their own subscriptions and packs', async () => {
    const ana = await as().data<Subscription[]>('/packages/subscription');
    expect(ana.map((entry) => [entry.slug, entry.status])).toEqual([['gym-quarterly-1', 'active']]);
    expect(ana[0]).toMatchObject({
      next_renewal: { date: '2026-12-01', plan_id: 3, amount: 75 },
      payments: [{ invoice_id: 11, invoice_number: 'INV-000111', amount: 75 }],
    });
    const kenji = await as('demo2@student.test').data<Subscription[]>('/packages/subscription');
    expect(kenji.map((entry) => [entry.slug, entry.status])).toEqual([
      ['student-monthly-2', 'cancelled'],
      ['gym-monthly-3', 'expired'],
    ]);
    expect(kenji[0]?.next_renewal).toBeNull();
    const invoice = kenji[0]?.payments[0]?.invoice_id as number;
    expect(db.findInvoice(1002, invoice)).toMatchObject({ number: 'INV-000251', status: 'paid' });
    expect(db.findInvoice(1001, invoice)).toBeUndefined();

    const anaPacks = await as().data<OnboardingPack[]>('/packages/onboarding_packages');
    expect(anaPacks.every((entry) => entry.purchase === null)).toBe(true);
    const kenjiPacks = await as('demo2@student.test').data<OnboardingPack[]>('/packages/onboarding_packages');
    expect(kenjiPacks[0]?.purchase).toMatchObject({ status: 'paid', invoice_number: 'INV-000253' });
    expect((await as().data<unknown[]>('/packages/membership_plans')).length).toBe(4);
  });

  it('turns a paid membership into an active subscription, waiting for payment until then', async () => {
    const client = as();
    const checkout = await (
      await client.post('/payment/checkout', {
        payment_type: 'membership',
        payload: plan(1),
        gateway: 'paypal',
      })
    ).json();
    const [waiting] = await client.data<Subscription[]>('/packages/subscription');
    expect(waiting).toMatchObject({
      slug: 'student-yearly-4',
      status: 'waiting_for_payment',
      pending_invoice: { id: checkout.data.invoice_id, amount: 49 },
      payments: [],
    });
    // Not owed until paid: the checkout's invoice is not among those the dashboard lists as due.
    expect(db.listInvoices(1001).find((entry) => entry.id === checkout.data.invoice_id)).toBeUndefined();

    // The link bought again pays the same invoice instead of billing a second one.
    const quote = await client.data<{ invoice_id: number }>(
      `/payment/gateway_fees?payment_type=membership&payload=${plan(1)}`,
    );
    expect(quote.invoice_id).toBe(checkout.data.invoice_id);

    const { payment } = await payWithPaypal(client, { payment_type: 'membership', payload: plan(1) });
    expect(payment.status).toBe('completed');
    expect(payment.invoice_id).toBe(checkout.data.invoice_id);
    const [active] = await client.data<Subscription[]>('/packages/subscription');
    expect(active).toMatchObject({
      slug: 'student-yearly-4',
      status: 'active',
      auto_renew: true,
      current_period_start: '2026-11-23',
      current_period_end: '2027-11-22',
      next_renewal: { date: '2027-11-23', amount: 49 },
      pending_invoice: null,
      payments: [{ id: payment.id, invoice_id: payment.invoice_id, status: 'completed' }],
    });
    expect(db.findInvoice(1001, payment.invoice_id)?.status).toBe('paid');
  });

  it('refuses a plan already held, and another plan of a family held', async () => {
    const client = as();
    const same = await client.get(`/payment/gateway_fees?payment_type=membership&payload=${plan(3)}`);
    expect(same.status).toBe(422);
    expect((await same.json()).error.message).toBe('You already hold this plan.');
    const sibling = await client.post('/payment/checkout', {
      payment_type: 'membership',
      payload: plan(4),
      gateway: 'paypal',
    });
    expect(sibling.status).toBe(422);
    expect((await sibling.json()).error.code).toBe('already_subscribed');
    // Kenji's student plan still runs (cancelled); his gym plan expired, so it may be bought again.
    const kenji = as('demo2@student.test');
    expect((await kenji.get(`/payment/gateway_fees?payment_type=membership&payload=${plan(1)}`)).status).toBe(
      422,
    );
    expect((await kenji.get(`/payment/gateway_fees?payment_type=membership&payload=${plan(4)}`)).status).toBe(
      200,
    );
  });

  it('sells a pack once and marks it bought when paid', async () => {
    const kenji = as('demo2@student.test');
    const bought = await kenji.get(`/payment/gateway_fees?payment_type=onboardingpack&payload=${pack(1)}`);
    expect(bought.status).toBe(422);
    const { payment } = await payWithPaypal(kenji, { payment_type: 'onboardingpack', payload: pack(3) });
    const packs = await kenji.data<OnboardingPack[]>('/packages/onboarding_packages');
    expect(packs.find((entry) => entry.id === 3)?.purchase).toMatchObject({
      status: 'paid',
      invoice_id: payment.invoice_id,
    });
    expect((await as().data<OnboardingPack[]>('/packages/onboarding_packages'))[2]?.purchase).toBeNull();
  });

  it('turns auto-renew off and on, and schedules a switch of plan for the next renewal', async () => {
    const client = as();
    const off = await client.patch('/packages/my_subscriptions', {
      subscription: 'gym-quarterly-1',
      auto_renew: false,
    });
    expect((await off.json()).data).toMatchObject({
      status: 'cancelled',
      auto_renew: false,
      next_renewal: null,
    });
    const switchWhileOff = await client.patch('/packages/my_subscriptions', {
      subscription: 'gym-quarterly-1',
      plan_id: 4,
    });
    expect(switchWhileOff.status).toBe(400);
    expect((await switchWhileOff.json()).error.fields).toEqual({
      plan_id: 'Turn auto-renew on first: a new plan starts at the next renewal.',
    });
    await client.patch('/packages/my_subscriptions', { subscription: 'gym-quarterly-1', auto_renew: true });
    const switched = await (
      await client.patch('/packages/my_subscriptions', { subscription: 'gym-quarterly-1', plan_id: 4 })
    ).json();
    expect(switched.data).toMatchObject({
      status: 'active',
      plan: { id: 3 },
      scheduled_change: { plan: { id: 4 }, effective_from: '2026-12-01' },
      next_renewal: { date: '2026-12-01', plan_id: 4, amount: 27 },
    });
    const kept = await (
      await client.patch('/packages/my_subscriptions', { subscription: 'gym-quarterly-1', plan_id: 3 })
    ).json();
    expect(kept.data.scheduled_change).toBeNull();
  });

  it('refuses changes it cannot make, naming the field', async () => {
    const client = as();
    const refusal = async (body: unknown) => {
      const response = await client.patch('/packages/my_subscriptions', body);
      expect(response.status).toBe(400);
      return (await response.json()).error.fields;
    };
    expect(await refusal({ subscription: 'gym-quarterly-1', auto_renew: true })).toEqual({
      auto_renew: 'Auto-renew is already on.',
    });
    expect(await refusal({ subscription: 'gym-quarterly-1', plan_id: 1 })).toEqual({
      plan_id: 'Choose another Gym & wellbeing plan.',
    });
    expect(await refusal({ subscription: 'gym-quarterly-1', plan_id: 3 })).toEqual({
      plan_id: 'This is already your plan.',
    });
    expect(await refusal({ subscription: 'gym-quarterly-1' })).toHaveProperty('subscription');
    const kenji = as('demo2@student.test');
    const expired = await kenji.patch('/packages/my_subscriptions', {
      subscription: 'gym-monthly-3',
      auto_renew: true,
    });
    expect((await expired.json()).error.fields.auto_renew).toMatch(/has ended/);
    // Someone else's subscription is not found.
    expect(
      (
        await kenji.patch('/packages/my_subscriptions', {
          subscription: 'gym-quarterly-1',
          auto_renew: false,
        })
      ).status,
    ).toBe(404);
  });

  it('adds whole months, keeping to the end of shorter months', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-23', 12)).toBe('2027-11-23');
    expect(addMonths('2026-09-01', 3)).toBe('2026-12-01');
  });
});
