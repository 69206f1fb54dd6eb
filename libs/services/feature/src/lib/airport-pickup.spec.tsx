import { setupMockApi } from '@portal/api-mocks/testing';
import { panelRoutes } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { basketStorageKey } from '@portal/shop/data-access';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { servicesRoutes } from '../index';
import { isoInDays } from '@portal/util';

const { signIn, server } = setupMockApi();
afterEach(() => window.localStorage.clear());

function renderPickup(url = '/panel/services/2/airport-pickup/2') {
  signIn();
  return renderRoutes(panelRoutes(servicesRoutes), { url });
}

async function fillPickup(user: ReturnType<typeof userEvent.setup>, person: string, date = isoInDays(20)) {
  await user.click(await screen.findByRole('radio', { name: 'Gatwick (LGW)' }));
  const passengers = screen.getByRole('spinbutton', { name: 'Passengers' });
  await user.clear(passengers);
  await user.type(passengers, person);
  fireEvent.change(screen.getByLabelText('Arrival date'), { target: { value: date } });
  await user.click(screen.getByLabelText('Flight number'));
  await user.paste('BA 2640');
  await user.click(screen.getByRole('button', { name: 'Show cars' }));
}

describe('airport pickup', () => {
  it('shows the cars that take the passengers and books one through the basket', async () => {
    const user = userEvent.setup();
    renderPickup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Airport pickup' })).toBeInTheDocument();
    await fillPickup(user, '4');
    expect(
      await screen.findByRole('heading', { name: 'Cars for 4 passengers at Gatwick' }),
    ).toBeInTheDocument();
    // The heading comes with the search, the cars with the API's answer: the list is there before a car is missing.
    const carrier = (await screen.findByText('People carrier')).closest('.ant-card') as HTMLElement;
    expect(screen.queryByText('Saloon')).not.toBeInTheDocument();
    expect(within(carrier).getByText('£150.00')).toBeInTheDocument();
    await user.click(within(carrier).getByRole('button', { name: 'Book People carrier' }));
    expect(await screen.findByText('People carrier is in your basket.')).toBeInTheDocument();
    const stored = JSON.parse(window.localStorage.getItem(basketStorageKey(1001))!);
    expect(stored.lines).toMatchObject([
      {
        kind: 'airport_car',
        id: 22,
        quantity: 1,
        invoice_id: 2,
        options: { airport_id: 2, person: 4, flight_number: 'BA2640' },
      },
    ]);
    await user.click(within(carrier).getByRole('button', { name: 'Book People carrier' }));
    expect(await screen.findByText('This pickup is already in your basket.')).toBeInTheDocument();
  });

  it('validates the form', async () => {
    const user = userEvent.setup();
    renderPickup();
    await user.click(await screen.findByRole('button', { name: 'Show cars' }));
    expect(await screen.findByText('Choose the airport.')).toBeInTheDocument();
    expect(await screen.findByText('Choose your arrival date.')).toBeInTheDocument();
    expect(await screen.findByText('Give your flight number, e.g. BA247.')).toBeInTheDocument();
    const passengers = screen.getByRole('spinbutton', { name: 'Passengers' });
    await user.clear(passengers);
    await user.type(passengers, '13');
    fireEvent.change(screen.getByLabelText('Arrival date'), { target: { value: isoInDays(-1) } });
    await user.click(screen.getByRole('button', { name: 'Show cars' }));
    expect(await screen.findByText('Choose from 1 to 12 passengers.')).toBeInTheDocument();
    expect(await screen.findByText('Choose a date from today on.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Cars for/ })).not.toBeInTheDocument();
  });

  it('says when no car fits', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/student_portal/airport_cars/:id', () => HttpResponse.json({ data: [] })));
    renderPickup();
    await fillPickup(user, '2');
    expect(await screen.findByText('No car takes that many passengers at this airport.')).toBeInTheDocument();
  });

  it('shows an error with a retry when the airports do not load', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/student_portal/airports', () => HttpResponse.json({}, { status: 500 })));
    renderPickup();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('The airports could not be loaded.')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(retry);
    expect(await screen.findByRole('radio', { name: 'Heathrow (LHR)' })).toBeInTheDocument();
  });
});
