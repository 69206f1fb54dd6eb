import { encodePaymentPayload } from '@portal/util';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '../../testing';
import { HOSTILE_ARTICLE_SLUG } from '@portal/mocks-core';

const { db } = setupMockApi();
const api = 'http://api.test';

function as(studentId: number) {
  const { access } = db.issueTokens(studentId);
  return async (path: string) => {
    const response = await fetch(`${api}${path}`, { headers: { authorization: `Bearer ${access}` } });
    return { status: response.status, body: await response.json() };
  };
}

describe('content API', () => {
  it('needs a session', async () => {
    for (const path of ['/banners', '/news', '/ingresso/events', '/student_portal/bookings'])
      expect((await fetch(`${api}${path}`)).status).toBe(401);
  });

  it('gives each student their own placement, accommodation, agent and bookings', async () => {
    const ana = as(1001);
    const kenji = as(1002);
    expect((await ana('/student_portal/placement')).body.data.school).toBe('City Language School');
    expect((await kenji('/student_portal/placement')).body.data.school).toBe('Riverside College');
    expect((await ana('/student_portal/accommodation')).body.data.type).toBe('residence');
    expect((await kenji('/student_portal/accommodation')).body.data.type).toBe('homestay');
    expect((await ana('/student_portal/agent')).body.data.name).toBe('Maria Oliveira');
    expect((await kenji('/student_portal/agent')).body.data.name).toBe('Hiroshi Sato');
    const anaBookings = (await ana('/student_portal/bookings')).body.data;
    const kenjiBookings = (await kenji('/student_portal/bookings')).body.data;
    expect(anaBookings).toHaveLength(7);
    expect(kenjiBookings.map((booking: { reference: string }) => booking.reference)).toEqual([
      'SRV-2026-1033',
      'CRS-2026-1290',
      'ACC-2026-0533',
    ]);
    // The invoice number is the student's own invoice's.
    expect(kenjiBookings[0]).toMatchObject({ invoice_id: 17, invoice_number: 'INV-000217' });
    expect(anaBookings.find((booking: { id: number }) => booking.id === 807)).toMatchObject({
      invoice_id: null,
      invoice_number: null,
    });
  });

  it('pages the news newest first', async () => {
    const get = as(1001);
    const first = (await get('/news')).body.data;
    expect(first).toMatchObject({ page: 1, per_page: 6, total: 9 });
    expect(first.items[0].slug).toBe('winter-closing-dates');
    expect(first.items[0]).not.toHaveProperty('body_html');
    const second = (await get('/news?page=2')).body.data;
    expect(second.items).toHaveLength(3);
    const dates = [...first.items, ...second.items].map(
      (item: { published_at: string }) => item.published_at,
    );
    expect(dates).toEqual([...dates].sort().reverse());
    for (const path of ['/news?page=0', '/news?page=abc', '/news?per_page=500'])
      expect((await get(path)).status).toBe(400);
  });

  it('serves an article by its slug, refuses malformed slugs and says 404 for unknown ones', async () => {
    const get = as(1001);
    const article = await get(`/news/${HOSTILE_ARTICLE_SLUG}`);
    expect(article.body.data.body_html).toContain('<script>');
    expect((await get('/news/No%20Such%20Slug')).status).toBe(400);
    expect((await get('/news/..%2Fetc')).status).toBe(400);
    expect((await get('/news/no-such-article')).status).toBe(404);
  });

  it('lists current offers, featured first, and hides ended ones', async () => {
    const get = as(1001);
    const offers = (await get('/promotions')).body.data;
    expect(offers[0]).toMatchObject({ slug: 'riverside-gym-first-month-free', featured: true });
    expect(offers.map((offer: { slug: string }) => offer.slug)).not.toContain('summer-festival-pass');
    expect((await get('/promotions/summer-festival-pass')).status).toBe(404);
    expect((await get('/promotions/bean-there-coffee-2-for-1')).body.data.redeem).toEqual({
      method: 'code',
      code: 'BEAN2FOR1',
      instructions: 'Show the code on your phone when you order.',
    });
  });

  it('lists events to come, soonest first, with their lowest price; a past event cannot be bought', async () => {
    const get = as(1001);
    const events = (await get('/ingresso/events')).body.data;
    expect(events.map((event: { id: number }) => event.id)).toEqual([1, 2, 3, 4, 5]);
    expect(events[0]).toMatchObject({ price_from: 25, sold_out: false });
    expect(events[3]).toMatchObject({ price_from: null, sold_out: true });
    const past = (await get('/ingresso/events/6')).body.data;
    expect(past.on_sale).toBe(false);
    expect(past.tickets.every((ticket: { available: boolean }) => !ticket.available)).toBe(true);
    expect((await get('/ingresso/events/abc')).status).toBe(400);
    expect((await get('/ingresso/events/999')).status).toBe(404);
  });

  it('sells event and attraction tickets as catalog products, priced by the pay page like any product', async () => {
    const get = as(1001);
    expect((await get('/student_portal/products/902')).body.data.name).toBe('VIP ticket');
    const tower = (await get('/ventrata/attractions')).body.data[1];
    expect(tower.tickets[0].id).toBe(953);
    const day: { date: string; times: string[] } = tower.tickets[0].days_on_sale[0];
    const payload = encodePaymentPayload({
      items: [
        { kind: 'product', id: 902, quantity: 2, options: { 'meal.1': 'Fish', 'meal.2': 'Meat' } },
        { kind: 'product', id: 953, quantity: 1, options: { date: day.date, time: day.times[0] ?? '' } },
      ],
    });
    const quote = (await get(`/payment/gateway_fees?payment_type=products&payload=${payload}`)).body.data;
    expect(quote.amount_due).toBe(2 * 45 + 24);
    expect(quote.items.map((item: { description: string }) => item.description)).toEqual([
      'Thames boat party: VIP ticket',
      'Tower of London: Student entry',
    ]);
  });

  it('sells a timed ticket only for a day and a time on sale, and an event ticket only with each guest’s choice', async () => {
    const get = as(1001);
    const tower = (await get('/ventrata/attractions')).body.data[1];
    const sunday = tower.tickets[0].days_on_sale.find(
      (day: { date: string }) => new Date(`${day.date}T00:00:00Z`).getUTCDay() === 0,
    );
    const dates = tower.tickets[0].days_on_sale.map((day: { date: string }) => day.date);
    // Closed on Mondays; Sundays open later.
    expect(dates.some((date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() === 1)).toBe(false);
    expect(sunday.times).toEqual(['11:00', '13:00', '15:00']);
    const quote = (items: object[]) =>
      get(`/payment/gateway_fees?payment_type=products&payload=${encodePaymentPayload({ items } as never)}`);
    const ticket = (options: object, id = 953, quantity = 1) => [{ kind: 'product', id, quantity, options }];
    expect((await quote(ticket({ time: '11:00' }))).status).toBe(422);
    expect((await quote(ticket({ date: sunday.date, time: '09:00' }))).status).toBe(422);
    expect((await quote(ticket({ date: sunday.date, time: '11:00' }))).status).toBe(200);
    expect((await quote(ticket({ meal: 'Fish' }, 902, 2))).status).toBe(422);
    expect((await quote(ticket({ 'meal.1': 'Fish' }, 902, 2))).status).toBe(422);
    const both = await quote(ticket({ 'meal.1': 'Fish', 'meal.2': 'Vegetarian' }, 902, 2));
    expect(both.body.data.items[0].options).toEqual({ 'meal.1': 'Fish', 'meal.2': 'Vegetarian' });
  });
});
