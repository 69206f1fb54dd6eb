import { describe, expect, it } from 'vitest';
import { setupMockApi } from '../../testing';
import { hashSponsorToken } from '@portal/sponsors/mocks';

const { db, bearer } = setupMockApi();
const api = 'http://api.test';
const ANA = 'demo@student.test';
const KENJI = 'demo2@student.test';

function as(email = ANA) {
  const headers = { ...bearer(email), origin: 'http://portal.test' };
  return {
    get: (path: string) => fetch(`${api}${path}`, { headers }),
    post: (path: string, body: unknown = {}) =>
      fetch(`${api}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }),
  };
}

function sponsor(token: string, client = 'tester') {
  const headers = { 'x-sponsor-token': token, 'x-demo-client': client };
  return {
    get: (path: string) => fetch(`${api}${path}`, { headers }),
    post: (path: string, body: unknown = {}) =>
      fetch(`${api}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }),
  };
}

const father = {
  name: 'João Pereira',
  email: 'joao@family.test',
  relationship: 'parent',
  language: 'en',
  scope: { kind: 'categories', categories: ['tuition'] },
  limit: 2000,
  ends_on: null,
};

async function invite(email = ANA, body: Record<string, unknown> = father) {
  const response = await as(email).post('/student_portal/sponsors', body);
  expect(response.status).toBe(201);
  const { data } = await response.json();
  const mail = db.sponsors.outbox.at(-1);
  const token = mail?.link.split('/sponsor/')[1] ?? '';
  return { sponsor: data, token, mail };
}

/** Pays through the PayPal stand-in's steps: checkout, capture, then the status that confirms it. */
async function payByPaypal(token: string, invoiceId: number, amount?: number) {
  const link = sponsor(token);
  const checkout = await link.post('/sponsor/checkout', { invoice_id: invoiceId, gateway: 'paypal', amount });
  if (checkout.status !== 200) return checkout;
  const { data } = await checkout.json();
  await link.post('/sponsor/paypal/capture', { payment_id: data.payment_id, order_id: data.order_id });
  return link.get(`/sponsor/payments/${data.payment_id}`);
}

describe('sponsors API', () => {
  it('mails a link whose secret has at least 128 random bits and keeps only its SHA-256', async () => {
    const { sponsor: made, token, mail } = await invite();
    expect(mail?.link).toMatch(/^http:\/\/portal\.test\/sponsor\/[A-Za-z0-9_-]{43}$/);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = db.sponsors.find(1001, made.id);
    expect(stored?.tokenHash).toBe(await hashSponsorToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    // The student's list never carries the secret either.
    expect(await (await as().get('/student_portal/sponsors')).text()).not.toContain(token);
    const second = await invite();
    expect(second.token).not.toBe(token);
  });

  it('refuses an invitation with wrong fields, with a clear message', async () => {
    for (const [change, message] of [
      [{ email: 'nope' }, 'Enter the sponsor’s e-mail address.'],
      [{ language: 'fr' }, 'Choose the sponsor’s language.'],
      [{ scope: { kind: 'categories', categories: [] } }, expect.stringContaining('Choose what')],
      [{ scope: { kind: 'invoices', invoice_ids: [19] } }, 'One of the chosen invoices is not yours.'],
      [{ limit: -5 }, expect.stringContaining('The limit')],
      [{ ends_on: '2000-01-01' }, 'The end date must be today or later.'],
    ] as const) {
      const response = await as().post('/student_portal/sponsors', { ...father, ...change });
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toEqual(message);
    }
  });

  it('shows the sponsor the shared invoices and the first name only, never another student’s', async () => {
    const { token } = await invite();
    const response = await sponsor(token).get('/sponsor/view');
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.student_first_name).toBe('Ana');
    expect(data.invoices.length).toBeGreaterThan(0);
    expect(
      data.invoices.every((invoice: { description: string }) => /^Tuition/.test(invoice.description)),
    ).toBe(true);
    const body = JSON.stringify(data);
    expect(body).not.toContain('demo@student.test');
    expect(body).not.toContain('Silva');

    const kenji = await invite(KENJI, { ...father, scope: { kind: 'all' } });
    const kenjiView = (await (await sponsor(kenji.token).get('/sponsor/view')).json()).data;
    expect(kenjiView.student_first_name).toBe('Kenji');
    const anaIds = new Set(data.invoices.map((invoice: { id: number }) => invoice.id));
    expect(kenjiView.invoices.some((invoice: { id: number }) => anaIds.has(invoice.id))).toBe(false);
    // Kenji's sponsor cannot pay Ana's invoice.
    const first = data.invoices[0].id;
    expect(
      (await sponsor(kenji.token).post('/sponsor/checkout', { invoice_id: first, gateway: 'paypal' })).status,
    ).toBe(404);
  });

  it('answers the sponsor in the language the student chose for them, whatever the browser asks', async () => {
    const { token } = await invite(ANA, { ...father, language: 'ar' });
    const response = await fetch(`${api}/sponsor/view`, {
      headers: { 'x-sponsor-token': token, 'x-demo-client': 'tester', 'accept-language': 'en' },
    });
    expect(response.headers.get('content-language')).toBe('ar');
    const { data } = await response.json();
    expect(data.language).toBe('ar');
    expect(data.invoices.map((invoice: { description: string }) => invoice.description)).toContain(
      'الرسوم الدراسية، الفصل الربيعي',
    );
  });

  it('lets the sponsor pay a shared invoice only, at most what is due and within the limit', async () => {
    const { token, sponsor: made } = await invite(ANA, {
      ...father,
      scope: { kind: 'all' },
      limit: 100,
    });
    const { data: view } = await (await sponsor(token).get('/sponsor/view')).json();
    const open = view.invoices.find((invoice: { amount_due: number }) => invoice.amount_due > 100);
    const link = sponsor(token);
    const tooMuch = await link.post('/sponsor/checkout', {
      invoice_id: open.id,
      gateway: 'paypal',
      amount: 150,
    });
    expect(tooMuch.status).toBe(422);
    expect((await tooMuch.json()).error.message).toBe(
      'The student allowed at most 100.00 GBP more from you.',
    );
    const overDue = await link.post('/sponsor/checkout', {
      invoice_id: open.id,
      gateway: 'paypal',
      amount: open.amount_due + 1,
    });
    expect(overDue.status).toBe(422);
    expect((await overDue.json()).error.code).toBe('more_than_due');

    const paid = await payByPaypal(token, open.id);
    const { data: payment } = await paid.json();
    expect(payment).toMatchObject({ status: 'completed', amount: 100, paid_by: 'João Pereira' });
    // The limit is used up: nothing more can be paid.
    expect((await link.post('/sponsor/checkout', { invoice_id: open.id, gateway: 'paypal' })).status).toBe(
      422,
    );

    // The student sees who paid, in the invoice, the timeline and the list, and is told once.
    const invoice = (await (await as().get(`/student_portal/invoices/${open.id}`)).json()).data;
    expect(invoice.payments.at(-1)).toMatchObject({ amount: 100, paid_by: 'João Pereira' });
    const timeline = (await (await as().get('/student_portal/payment')).json()).data;
    expect(timeline.find((entry: { id: number }) => entry.id === payment.id).paid_by).toBe('João Pereira');
    const list = await (await as().get('/student_portal/sponsors')).json();
    expect(list.notification.message).toBe('João Pereira paid an invoice for you.');
    expect(list.data.find((entry: { id: number }) => entry.id === made.id)).toMatchObject({
      state: 'active',
      paid_total: 100,
    });
    expect((await (await as().get('/student_portal/sponsors')).json()).notification).toBeUndefined();

    const receipt = await link.get(`/sponsor/receipts/${payment.id}`);
    expect((await receipt.json()).data).toMatchObject({ sponsor_name: 'João Pereira', amount: 100 });
  });

  it('tells the student with the profile the portal asks for when they come back, once', async () => {
    const { token } = await invite(ANA, { ...father, scope: { kind: 'all' }, limit: null });
    const { data: view } = await (await sponsor(token).get('/sponsor/view')).json();
    await payByPaypal(token, view.invoices[0].id, 1);
    const profile = await (await as().get('/student_portal/profile')).json();
    expect(profile.notification).toEqual({
      message: 'João Pereira paid an invoice for you.',
      type: 'success',
    });
    expect((await (await as().get('/student_portal/profile')).json()).notification).toBeUndefined();
  });

  it('refuses an invoice outside the shared categories', async () => {
    const { token } = await invite();
    const accommodation = db
      .listInvoices(1001)
      .find((invoice) => invoice.description.startsWith('Accommodation') && invoice.amount_due > 0);
    const response = await sponsor(token).post('/sponsor/checkout', {
      invoice_id: accommodation?.id,
      gateway: 'paypal',
    });
    expect(response.status).toBe(404);
  });

  it('answers a revoked, an expired, an unknown and a malformed link with an error and no data', async () => {
    const revoked = await invite();
    expect((await as().post(`/student_portal/sponsors/${revoked.sponsor.id}/revoke`)).status).toBe(200);
    const gone = await sponsor(revoked.token).get('/sponsor/view');
    expect(gone.status).toBe(410);
    expect(await gone.json()).toEqual({
      error: { code: 'link_revoked', message: 'This link was withdrawn.' },
    });

    const today = new Date().toISOString().slice(0, 10);
    const expiring = await invite(ANA, { ...father, ends_on: today });
    db.options.now = () => Date.now() + 2 * 24 * 60 * 60_000;
    try {
      expect((await (await sponsor(expiring.token).get('/sponsor/view')).json()).error.code).toBe(
        'link_expired',
      );
    } finally {
      db.options.now = () => Date.now();
    }
    expect((await sponsor('A'.repeat(43), 'other').get('/sponsor/view')).status).toBe(404);
    expect((await sponsor('short', 'other').get('/sponsor/view')).status).toBe(400);
    // Kenji cannot revoke Ana's sponsor.
    expect((await as(KENJI).post(`/student_portal/sponsors/${revoked.sponsor.id}/revoke`)).status).toBe(404);
  });

  it('writes the invitation, subject and body, in the sponsor’s language', async () => {
    const arabic = (await invite(ANA, { ...father, name: 'كريم حداد', language: 'ar' })).mail;
    expect(arabic?.subject).toBe('يدعوك \u2068Ana\u2069 إلى دفع فواتيره');
    expect(arabic?.body).toContain('مرحبًا \u2068كريم حداد\u2069،');
    expect(arabic?.body).toContain(`\u2068${arabic?.link}\u2069`);
    const chinese = (await invite(ANA, { ...father, language: 'zh-CN' })).mail;
    expect(chinese?.subject).toBe('Ana 邀请您支付其账单');
    expect(chinese?.body).toMatch(/该链接有效期至 \d{4}年\d{1,2}月\d{1,2}日/);
    const english = (await invite()).mail;
    expect(english?.subject).toBe('Ana invites you to pay their invoices');
    expect(english?.body).toContain(`Hello João Pereira,`);
    // No English words left (the link aside: its secret is random letters).
    for (const mail of [arabic, chinese])
      expect(`${mail?.subject}${mail?.body.replace(mail.link, '')}`).not.toMatch(/invit|pay|link/i);
  });

  it('prices a shared invoice for the sponsor before Pay: the amount within the limit, each gateway’s fee', async () => {
    const { token } = await invite(ANA, { ...father, limit: 50 });
    const response = await sponsor(token).get('/sponsor/quote?invoice_id=9');
    expect(response.status).toBe(200);
    expect((await response.json()).data).toEqual({
      invoice_id: 9,
      invoice_number: 'INV-000109',
      currency: 'GBP',
      amount_due: 3200,
      limit_left: 50,
      amount: 50,
      gateways: [
        { gateway: 'paypal', fee: 1.9, total: 51.9 },
        { gateway: 'flywire', fee: 0.75, total: 50.75 },
      ],
      payment_pending: null,
    });
    // An invoice not shared with the sponsor (accommodation) is not priced for them.
    const accommodation = db.listInvoices(1001).find((entry) => /^Accommodation/.test(entry.description));
    expect((await sponsor(token).get(`/sponsor/quote?invoice_id=${accommodation?.id}`)).status).toBe(404);
  });

  it('keeps the sponsor’s own receipts, and only those, through a withdrawn or expired link', async () => {
    const { token, sponsor: made } = await invite(ANA, { ...father, limit: 500 });
    expect((await payByPaypal(token, 9)).status).toBe(200);
    const other = await invite(ANA, { ...father, email: 'other@family.test' });
    expect((await payByPaypal(other.token, 9, 10)).status).toBe(200);
    expect((await as().post(`/student_portal/sponsors/${made.id}/revoke`)).status).toBe(200);

    const list = await sponsor(token).get('/sponsor/receipts');
    expect(list.status).toBe(200);
    const payments = (await list.json()).data as Array<{ id: number; amount: number }>;
    expect(payments.map((payment) => payment.amount)).toEqual([500]);
    const receipt = await sponsor(token).get(`/sponsor/receipts/${payments[0]?.id}`);
    expect((await receipt.json()).data).toMatchObject({ amount: 500, sponsor_name: 'João Pereira' });
    // Nothing else: the view and payments stay closed, and the other sponsor's receipt is not his.
    expect((await sponsor(token).get('/sponsor/view')).status).toBe(410);
    expect((await sponsor(token).get('/sponsor/quote?invoice_id=9')).status).toBe(410);
    const others = (await (await sponsor(other.token).get('/sponsor/receipts')).json()).data;
    expect((await sponsor(token).get(`/sponsor/receipts/${others[0].id}`)).status).toBe(404);
  });

  it('a resent invitation has a new secret; the old link stops working', async () => {
    const { token, sponsor: made } = await invite();
    expect((await as().post(`/student_portal/sponsors/${made.id}/resend`)).status).toBe(200);
    const fresh = db.sponsors.outbox.at(-1)?.link.split('/sponsor/')[1] ?? '';
    expect(fresh).not.toBe(token);
    expect((await sponsor(token, 'resend').get('/sponsor/view')).status).toBe(404);
    expect((await sponsor(fresh, 'resend').get('/sponsor/view')).status).toBe(200);
  });

  it('answers 429 after five wrong links from one client, even for a good one', async () => {
    const { token } = await invite();
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await sponsor(`${'B'.repeat(42)}${attempt}`, 'guesser').get('/sponsor/view')).status).toBe(404);
    const blocked = await sponsor(token, 'guesser').get('/sponsor/view');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('900');
    // Another client is not held up.
    expect((await sponsor(token, 'someone-else').get('/sponsor/view')).status).toBe(200);
  });
});
