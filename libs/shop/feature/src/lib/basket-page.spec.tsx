import { setupMockApi } from '@portal/api-mocks/testing';
import { markerRoute, panelRoutes } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { basketLineKey, basketStorageKey, type BasketLine } from '@portal/shop/data-access';
import { decodePaymentPayload, formatDate, formatDateTime } from '@portal/util';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { shopRoutes } from '../index';

const { signIn, server, db } = setupMockApi();
afterEach(() => window.localStorage.clear());

function line(
  partial: Omit<BasketLine, 'key' | 'currency' | 'options' | 'invoice_id'> & Partial<BasketLine>,
): BasketLine {
  const full = { currency: 'GBP', options: {}, invoice_id: null, ...partial } as BasketLine;
  return { ...full, key: basketLineKey(full) };
}

const duvet = line({
  kind: 'product',
  id: 101,
  quantity: 2,
  name: 'Duvet and pillow set',
  unit_price: 40,
  options: { size: 'Single' },
  invoice_id: 4,
});
const notebooks = line({
  kind: 'product',
  id: 105,
  quantity: 1,
  name: 'Notebook bundle',
  unit_price: 9.99,
  invoice_id: 4,
});
const car = line({
  kind: 'airport_car',
  id: 11,
  quantity: 1,
  name: 'Airport pickup: Saloon',
  unit_price: 95,
  options: { airport_id: 1, person: 2, arrival_date: '2026-12-20' },
});
const lamp = line({
  kind: 'product',
  id: 104,
  quantity: 1,
  name: 'Desk lamp',
  unit_price: 22,
  invoice_id: 4,
});
const gone = line({ kind: 'product', id: 999, quantity: 1, name: 'Old mug', unit_price: 5, invoice_id: 4 });
const earlyCheckIn = line({
  kind: 'additional_service',
  id: 301,
  quantity: 1,
  name: 'Early check-in',
  unit_price: 30,
  invoice_id: 4,
});

function store(lines: BasketLine[], studentId = 1001, basketId = 'bsk_test') {
  window.localStorage.setItem(basketStorageKey(studentId), JSON.stringify({ basket_id: basketId, lines }));
}

function renderBasket(email?: string) {
  signIn(email);
  return renderRoutes(panelRoutes(shopRoutes), {
    url: '/panel/basket',
    extraRoutes: [
      markerRoute('/panel/pay/:type/:invoiceId/:payload', 'Pay page'),
      markerRoute('/panel/pay/:type/:payload', 'Pay page without booking'),
    ],
  });
}

const total = () => screen.findByText(/^Total:/);

describe('basket page', () => {
  it('shows the lines at today’s prices with the total, and checks out to the products pay page', async () => {
    const user = userEvent.setup();
    store([duvet, notebooks, car]);
    const { router } = renderBasket();
    expect(await screen.findByRole('heading', { level: 1, name: 'Basket' })).toBeInTheDocument();
    // 2 × £45 (not the £40 seen when added) + £9.99 + £95
    expect(await within(await total()).findByText('£194.99')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText('Pay page')).toBeInTheDocument();
    const { type, invoiceId, payload } = router.state.matches.at(-1)!.params;
    expect([type, invoiceId]).toEqual(['products', '4']);
    expect(decodePaymentPayload(payload)).toEqual({
      ok: true,
      payload: {
        basket_id: 'bsk_test',
        items: [
          { kind: 'product', id: 101, quantity: 2, options: { size: 'Single', invoice_id: 4 } },
          { kind: 'product', id: 105, quantity: 1, options: { invoice_id: 4 } },
          {
            kind: 'airport_car',
            id: 11,
            quantity: 1,
            options: { airport_id: 1, person: 2, arrival_date: '2026-12-20' },
          },
        ],
        return_to: 'basket',
      },
    });
  });

  it('says what each line is in words: its booking, the event of a ticket, its day and each guest’s dinner', async () => {
    const [day] = db.content.attractions[0]?.tickets[0]?.days_on_sale ?? [];
    if (!day) throw new Error('The cruise has no day on sale');
    store([
      { ...earlyCheckIn, booking: 'Accommodation, October' },
      lamp,
      line({
        kind: 'product',
        id: 902,
        quantity: 2,
        name: 'Thames boat party: VIP ticket',
        unit_price: 45,
        options: { 'meal.1': 'Fish', 'meal.2': 'Vegetarian' },
        ticket: 'event',
      }),
      line({
        kind: 'product',
        id: 951,
        quantity: 1,
        name: 'Thames river cruise: Single journey',
        unit_price: 14.5,
        options: { date: day.date, time: '10:00' },
        ticket: 'attraction',
      }),
    ]);
    renderBasket();
    const basket = await screen.findByRole('list', { name: 'Basket' });
    const row = (name: string) => within(basket).getByText(name).closest('li') as HTMLElement;
    expect(
      within(row('Early check-in')).getByText('Additional service · For Accommodation, October'),
    ).toBeInTheDocument();
    // A line kept from before the basket knew its booking's name does not show an internal number.
    expect(within(row('Desk lamp')).getByText('Product · For one of your bookings')).toBeInTheDocument();
    expect(
      within(row('Thames boat party: VIP ticket')).getByText(
        'Event ticket · Guest 1: Fish, Guest 2: Vegetarian',
      ),
    ).toBeInTheDocument();
    expect(
      within(row('Thames river cruise: Single journey')).getByText(
        `Attraction ticket · ${formatDate(day.date)} · 10:00`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Booking 4/)).not.toBeInTheDocument();
  });

  it('names a shop line by its shop category, an event ticket by its event’s start, an open-dated one as such', async () => {
    const startsAt = '2026-12-05T19:30:00.000Z';
    store([
      { ...duvet, category: 'Bedding & kitchen', booking: 'Riverside Residence' },
      line({
        kind: 'product',
        id: 901,
        quantity: 1,
        name: 'Thames boat party: Standard ticket',
        unit_price: 25,
        ticket: 'event',
        event_starts_at: startsAt,
      }),
      line({
        kind: 'product',
        id: 955,
        quantity: 1,
        name: 'Royal Observatory Greenwich: Observatory entry',
        unit_price: 18,
        ticket: 'attraction',
        open_until: '2027-11-25',
      }),
    ]);
    renderBasket();
    const basket = await screen.findByRole('list', { name: 'Basket' });
    const row = (name: string) => within(basket).getByText(name).closest('li') as HTMLElement;
    expect(
      within(row('Duvet and pillow set')).getByText(
        'Shop: Bedding & kitchen · Single · For Riverside Residence',
      ),
    ).toBeInTheDocument();
    expect(
      within(row('Thames boat party: Standard ticket')).getByText(
        `Event ticket · ${formatDateTime(startsAt)}`,
      ),
    ).toBeInTheDocument();
    expect(formatDateTime(startsAt)).toBe('Sat, Dec 5, 2026, 7:30 PM');
    expect(
      within(row('Royal Observatory Greenwich: Observatory entry')).getByText(
        'Attraction ticket · open date, until Nov 25, 2027',
      ),
    ).toBeInTheDocument();
  });

  it('flags a timed ticket kept from before it had a day, and checkout waits until it is removed', async () => {
    const user = userEvent.setup();
    const undated = line({
      kind: 'product',
      id: 951,
      quantity: 1,
      name: 'Thames river cruise: Single journey',
      unit_price: 14.5,
      options: { departure: '10:00' },
    });
    store([notebooks, undated]);
    renderBasket();
    expect(
      await screen.findByText('Needs a day and time on sale: remove it and add it again with its day.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove Thames river cruise: Single journey' }));
    expect(await screen.findByRole('button', { name: 'Checkout' })).toBeEnabled();
  });

  it('offers one checkout per pay page when the basket mixes products and additional services', async () => {
    const user = userEvent.setup();
    store([notebooks, earlyCheckIn]);
    const { router } = renderBasket();
    expect(await within(await screen.findByText(/^Total:/)).findByText('£39.99')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay for additional services' }));
    expect(await screen.findByText('Pay page')).toBeInTheDocument();
    expect(router.state.matches.at(-1)!.params['type']).toBe('additional-services');
  });

  it('changes a quantity, refuses one outside what is allowed, and removes a line', async () => {
    const user = userEvent.setup();
    store([duvet, notebooks]);
    renderBasket();
    await within(await screen.findByText(/^Total:/)).findByText('£99.99');
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity of Duvet and pillow set' });
    await user.clear(quantity);
    await user.type(quantity, '3{Enter}');
    expect(await within(await total()).findByText('£144.99')).toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, '9{Enter}');
    expect(await screen.findByText('Choose a whole number from 1 to 5.')).toBeInTheDocument();
    expect(within(await total()).getByText('£144.99')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Duvet and pillow set' }));
    expect(await within(await total()).findByText('£9.99')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(basketStorageKey(1001))!).lines).toHaveLength(1);
  });

  it('flags lines whose product became unavailable or disappeared, keeps them, and blocks checkout until removed', async () => {
    const user = userEvent.setup();
    store([notebooks, lamp, gone]);
    renderBasket();
    expect(await screen.findByText('No longer available')).toBeInTheDocument();
    expect(await screen.findByText('No longer exists')).toBeInTheDocument();
    expect(screen.getByText('Remove the flagged items before you check out.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    expect(within(await total()).getByText('£9.99')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Desk lamp' }));
    await user.click(screen.getByRole('button', { name: 'Remove Old mug' }));
    expect(await screen.findByRole('button', { name: 'Checkout' })).toBeEnabled();
  });

  it('belongs to the student: another student sees their own, empty basket', async () => {
    store([duvet]);
    renderBasket('demo2@student.test');
    expect(await screen.findByText('Your basket is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/panel/shops');
  });

  it('empties itself once an order paid from it shows up', async () => {
    store([notebooks], 1001, 'bsk_paid');
    db.shop.createOrderFromPayment(
      1001,
      { basket_id: 'bsk_paid', items: [{ kind: 'product', id: 105, quantity: 1 }] },
      'pay_x',
    );
    renderBasket();
    expect(await screen.findByText('Your basket is empty')).toBeInTheDocument();
    expect(window.localStorage.getItem(basketStorageKey(1001))).toBeNull();
  });

  it('says when a price cannot be checked, with a retry', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/student_portal/products/:id', () => HttpResponse.json({}, { status: 500 })));
    store([notebooks]);
    renderBasket();
    const retry = await screen.findByRole('button', { name: 'Check prices again' });
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    server.resetHandlers();
    await user.click(retry);
    expect(await within(await total()).findByText('£9.99')).toBeInTheDocument();
  });
});
