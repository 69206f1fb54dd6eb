import { setupMockApi } from '@portal/api-mocks/testing';
import { basketCheckouts, basketStorageKey, type Basket } from '@portal/shop/data-access';
import { panelRoutes } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eventsRoutes } from '../index';

const { signIn, server } = setupMockApi();

// The lazy pages compile once, before any test's clock starts.
beforeAll(async () => {
  await Promise.all([import('./events-page'), import('./event-page')]);
}, 60_000);

afterEach(() => server.events.removeAllListeners());

function renderEvents(url: string) {
  signIn();
  return renderRoutes(panelRoutes(eventsRoutes), { url });
}

const storedBasket = (): Basket => JSON.parse(window.localStorage.getItem(basketStorageKey(1001)) ?? 'null');

describe('events list', () => {
  it('lists the events to come, soonest first, with venue, date and lowest price', async () => {
    renderEvents('/panel/events');
    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Events' });
    const events = within(list).getAllByRole('listitem');
    expect(events).toHaveLength(5);
    const first = events[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'Thames boat party' })).toHaveAttribute(
      'href',
      '/panel/events/1',
    );
    expect(within(first).getByText('Tower Millennium Pier')).toBeInTheDocument();
    expect(within(first).getByText('£25.00')).toBeInTheDocument();
    expect(within(events[3] as HTMLElement).getByText('Sold out')).toBeInTheDocument();
    expect(screen.queryByText('Halloween ghost walk')).not.toBeInTheDocument();
  });

  it('says when no events are coming up', async () => {
    server.use(http.get('*/ingresso/events', () => HttpResponse.json({ data: [] })));
    renderEvents('/panel/events');
    expect(await screen.findByText('No events are coming up. Check again soon.')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/ingresso/events', () => HttpResponse.json({}, { status: 500 })));
    renderEvents('/panel/events');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    server.resetHandlers();
    await user.click(retry);
    expect(await screen.findByRole('link', { name: 'Thames boat party' })).toBeInTheDocument();
  });
});

describe('event page', () => {
  it('asks each guest’s dinner, and puts the tickets with every choice into the basket', async () => {
    const user = userEvent.setup();
    renderEvents('/panel/events/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thames boat party' })).toBeInTheDocument();
    expect(
      screen.getByText('Tower Millennium Pier, Lower Thames Street, London EC3N 4DT'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Boarding starts at 7 pm/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /VIP ticket/ }));
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    const first = await screen.findByRole('radiogroup', { name: 'Dinner, guest 1' });
    const second = screen.getByRole('radiogroup', { name: 'Dinner, guest 2' });
    await user.click(within(first).getByRole('radio', { name: 'Fish' }));
    // The second guest has not chosen: nothing is added.
    await user.click(screen.getByRole('button', { name: 'Add to basket: Thames boat party: VIP ticket' }));
    expect(await screen.findByText('Choose for guest 2: each guest chooses their own.')).toBeInTheDocument();
    expect(window.localStorage.getItem(basketStorageKey(1001))).toBeNull();

    await user.click(within(second).getByRole('radio', { name: 'Vegetarian' }));
    await user.click(screen.getByRole('button', { name: 'Add to basket: Thames boat party: VIP ticket' }));
    expect(await screen.findByText('Added to your basket.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the basket' })).toHaveAttribute('href', '/panel/basket');

    const basket = storedBasket();
    expect(basket.lines).toEqual([
      expect.objectContaining({
        kind: 'product',
        id: 902,
        quantity: 2,
        options: { 'meal.1': 'Fish', 'meal.2': 'Vegetarian' },
        invoice_id: null,
        name: 'Thames boat party: VIP ticket',
        ticket: 'event',
        // The basket shows the event's day and time.
        event_starts_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T19:30/),
      }),
    ]);
    const [checkout] = basketCheckouts(basket);
    expect(checkout).toMatchObject({ type: 'products', invoiceId: undefined });
    expect(checkout?.payload.items).toEqual([
      { kind: 'product', id: 902, quantity: 2, options: { 'meal.1': 'Fish', 'meal.2': 'Vegetarian' } },
    ]);
  }, 120_000);

  it('refuses more tickets than one student may buy', async () => {
    const user = userEvent.setup();
    renderEvents('/panel/events/1');
    await user.click(await screen.findByRole('radio', { name: /VIP ticket/ }));
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '5');
    await user.click(screen.getByRole('button', { name: /^Add to basket/ }));
    expect(await screen.findByText('Choose a whole number from 1 to 4.')).toBeInTheDocument();
    expect(window.localStorage.getItem(basketStorageKey(1001))).toBeNull();
  }, 60_000);

  it('sells nothing for an event that has taken place or is sold out', async () => {
    renderEvents('/panel/events/6');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Halloween ghost walk' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This event has taken place: its tickets are no longer on sale.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add to basket/ })).not.toBeInTheDocument();
  });

  it('says an event is sold out', async () => {
    renderEvents('/panel/events/4');
    expect(await screen.findByText('Every ticket has been sold.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add to basket/ })).not.toBeInTheDocument();
  });

  it.each(['999', 'abc', '0', '1.5'])('says "Not found" for the event %s, with the way back', async (id) => {
    const user = userEvent.setup();
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(new URL(request.url).pathname));
    const { router } = renderEvents(`/panel/events/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    // Only a well-formed id is ever sent. (msw 3 reports a request as it starts, so the events list the previous
    // test went back to may still arrive here: only an event's own requests count.)
    expect(requests.filter((path) => path.startsWith('/ingresso/events/'))).toEqual(
      id === '999' ? ['/ingresso/events/999'] : [],
    );
    await user.click(screen.getByRole('link', { name: 'All events' }));
    expect(router.state.location.pathname).toBe('/panel/events');
  });

  it('shows an error with a retry when the event does not load', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/ingresso/events/:id', () => HttpResponse.json({}, { status: 503 })));
    renderEvents('/panel/events/2');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    server.resetHandlers();
    await user.click(retry);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A Midsummer Night’s Dream' }),
    ).toBeInTheDocument();
  });
});
