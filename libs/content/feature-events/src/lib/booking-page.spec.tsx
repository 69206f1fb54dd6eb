import { setupMockApi } from '@portal/api-mocks/testing';
import { markerRoute, panelRoutes } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventsRoutes } from '../index';

const { signIn, server } = setupMockApi();

beforeAll(async () => {
  await import('./booking-page');
}, 60_000);

function renderBookings(email?: string) {
  signIn(email);
  return renderRoutes(panelRoutes(eventsRoutes), {
    url: '/panel/booking',
    extraRoutes: [markerRoute('/panel/invoices/:invoiceId', 'Invoice page')],
  });
}

describe('my bookings', () => {
  it('lists the student’s bookings with dates, status and the invoice for each', async () => {
    const user = userEvent.setup();
    const { router } = renderBookings();
    expect(await screen.findByRole('heading', { level: 1, name: 'My bookings' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Bookings' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);

    const stay = within(list).getByRole('listitem', { name: 'Riverside Residence, single en-suite' });
    expect(within(stay).getByText('Sep 5, 2026 – Jun 27, 2027')).toBeInTheDocument();
    expect(within(stay).getByText('Confirmed')).toBeInTheDocument();
    expect(within(stay).getByText('Accommodation')).toBeInTheDocument();
    expect(within(stay).getByText('Reference ACC-2026-0412')).toBeInTheDocument();

    const dropOff = within(list).getByRole('listitem', { name: 'Gatwick drop-off' });
    expect(within(dropOff).getByText('Cancelled')).toBeInTheDocument();
    expect(within(dropOff).getByText('No invoice')).toBeInTheDocument();
    // A booking goes into a calendar; a cancelled one does not.
    expect(
      within(stay).getByRole('button', { name: 'Add to calendar: Riverside Residence, single en-suite' }),
    ).toBeInTheDocument();
    expect(within(dropOff).queryByRole('button', { name: /^Add to calendar/ })).not.toBeInTheDocument();

    await user.click(within(stay).getByRole('link', { name: 'Invoice INV-000102' }));
    expect(await screen.findByText('Invoice page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/panel/invoices/2');
  });

  it('shows the other student only their own bookings', async () => {
    renderBookings('demo2@student.test');
    const list = await screen.findByRole('list', { name: 'Bookings' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(list).getByRole('listitem', { name: 'Homestay with the Patel family' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Riverside Residence, single en-suite')).not.toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Invoice INV-000217' })).toHaveAttribute(
      'href',
      '/panel/invoices/17',
    );
  });

  it('says when there are no bookings', async () => {
    server.use(http.get('*/student_portal/bookings', () => HttpResponse.json({ data: [] })));
    renderBookings();
    expect(await screen.findByText('You have no bookings yet.')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/student_portal/bookings', () => HttpResponse.json({}, { status: 500 })));
    renderBookings();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    server.resetHandlers();
    await user.click(retry);
    expect(await screen.findByRole('list', { name: 'Bookings' })).toBeInTheDocument();
  });
});
