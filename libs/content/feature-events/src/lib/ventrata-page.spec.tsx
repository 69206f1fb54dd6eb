import { setupMockApi } from '@portal/api-mocks/testing';
import { basketStorageKey } from '@portal/shop/data-access';
import { panelRoutes } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventsRoutes } from '../index';

// Wednesday 25 November 2026: timed tickets are on sale from the 26th; the Tower is closed on Mondays.
const { signIn, server } = setupMockApi({ now: () => Date.parse('2026-11-25T10:00:00Z') });

beforeAll(async () => {
  await import('./ventrata-page');
}, 60_000);

function renderVentrata() {
  signIn();
  return renderRoutes(panelRoutes(eventsRoutes), { url: '/panel/ventrata' });
}

/** The observatory's tickets, once the attractions have loaded. */
const findObservatory = () =>
  screen.findByRole('region', { name: 'Royal Observatory Greenwich' }, { timeout: 15_000 });

describe('attraction tickets', () => {
  it('adds a timed ticket for a day on sale, at one of that day’s times; refuses a day not on sale', async () => {
    const user = userEvent.setup();
    renderVentrata();
    expect(await screen.findByRole('heading', { level: 1, name: 'Attraction tickets' })).toBeInTheDocument();
    const tower = await screen.findByRole('region', { name: 'Tower of London' }, { timeout: 15_000 });
    await user.click(within(tower).getByRole('radio', { name: /Entry with guided tour/ }));
    expect(within(tower).getByText('On sale from Nov 26, 2026 to Dec 23, 2026.')).toBeInTheDocument();

    // No day, no ticket.
    await user.click(
      within(tower).getByRole('button', { name: 'Add to basket: Tower of London: Entry with guided tour' }),
    );
    expect(await within(tower).findByText('Choose the day of your visit.')).toBeInTheDocument();

    const day = within(tower).getByRole('textbox', { name: 'Day' });
    await user.click(day);
    // Monday: the Tower is closed, the day cannot be chosen.
    await user.click(await screen.findByTitle('2026-11-30', undefined, { timeout: 20_000 }));
    expect(day).toHaveValue('');
    await user.click(screen.getByTitle('2026-11-29'));
    expect(day).toHaveValue('Nov 29, 2026');
    // Sunday's times, not a weekday's.
    const times = within(tower).getByRole('radiogroup', { name: 'Time' });
    expect(
      within(times)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['11:00', '13:00', '15:00']);
    await user.click(within(times).getByRole('radio', { name: '13:00' }));
    const quantity = within(tower).getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(
      within(tower).getByRole('button', { name: 'Add to basket: Tower of London: Entry with guided tour' }),
    );
    expect(await within(tower).findByText('Added to your basket.')).toBeInTheDocument();
    const basket = JSON.parse(window.localStorage.getItem(basketStorageKey(1001)) ?? '{}');
    expect(basket.lines).toEqual([
      expect.objectContaining({
        kind: 'product',
        id: 954,
        quantity: 3,
        options: { date: '2026-11-29', time: '13:00' },
        name: 'Tower of London: Entry with guided tour',
        ticket: 'attraction',
      }),
    ]);
  }, 180_000);

  it('names each add button after its ticket, so a screen reader tells them apart', async () => {
    renderVentrata();
    await screen.findByRole('region', { name: 'Sky garden viewing deck' }, { timeout: 15_000 });
    const names = screen
      .getAllByRole('button', { name: /^Add to basket/ })
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'Add to basket: Thames river cruise: Single journey',
      'Add to basket: Tower of London: Student entry',
      'Add to basket: Royal Observatory Greenwich: Observatory entry',
      'Add to basket: Sky garden viewing deck: Timed entry',
    ]);
  }, 60_000);

  it('says an open-dated ticket is used on any day until its last, and puts that in the basket', async () => {
    const user = userEvent.setup();
    renderVentrata();
    const observatory = await findObservatory();
    const entry = within(observatory).getByRole('radio', { name: /Observatory entry/ });
    expect(entry.closest('label')).toHaveTextContent('Open date: use it on any day until Nov 25, 2027.');
    // A timed ticket has a day to choose instead.
    const cruise = screen.getByRole('region', { name: 'Thames river cruise' });
    expect(
      within(cruise)
        .getByRole('radio', { name: /Single journey/ })
        .closest('label'),
    ).not.toHaveTextContent('Open date');
    await user.click(
      within(observatory).getByRole('button', {
        name: 'Add to basket: Royal Observatory Greenwich: Observatory entry',
      }),
    );
    expect(await within(observatory).findByText('Added to your basket.')).toBeInTheDocument();
    const basket = JSON.parse(window.localStorage.getItem(basketStorageKey(1001)) ?? '{}');
    expect(basket.lines).toEqual([expect.objectContaining({ id: 955, open_until: '2027-11-25' })]);
  }, 60_000);

  it('says when a ticket cannot be bought', async () => {
    const user = userEvent.setup();
    renderVentrata();
    const observatory = await findObservatory();
    await user.click(within(observatory).getByRole('radio', { name: /Planetarium show/ }));
    expect(
      within(observatory).getByText(
        'This is not available at the moment, so it cannot be added to the basket.',
      ),
    ).toBeInTheDocument();
    expect(within(observatory).queryByRole('button', { name: /^Add to basket/ })).not.toBeInTheDocument();
  }, 60_000);

  it('says when no tickets are on sale', async () => {
    server.use(http.get('*/ventrata/attractions', () => HttpResponse.json({ data: [] })));
    renderVentrata();
    expect(await screen.findByText('No attraction tickets are on sale right now.')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/ventrata/attractions', () => HttpResponse.json({}, { status: 500 })));
    renderVentrata();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    server.resetHandlers();
    await user.click(retry);
    expect(await screen.findByRole('region', { name: 'Sky garden viewing deck' })).toBeInTheDocument();
  });
});
