import { setupMockApi } from '@portal/api-mocks/testing';
import { markerRoute, panelRoutes } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { decodePaymentPayload, formatDate, isoInDays } from '@portal/util';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { shopRoutes } from '../index';

const { signIn, server, db } = setupMockApi();

function renderOrders(url: string, email?: string) {
  signIn(email);
  return renderRoutes(panelRoutes(shopRoutes), {
    url,
    extraRoutes: [markerRoute('/panel/pay/:type/:invoiceId/:payload', 'Pay page')],
  });
}

describe('orders list', () => {
  it('lists the student’s orders with date, items, amount and status, newest first', async () => {
    renderOrders('/panel/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'ORD-005002' })).toHaveAttribute(
      'href',
      '/panel/orders/5002',
    );
    expect(within(rows[0]!).getByText('Refunded')).toBeInTheDocument();
    const first = rows[1]!;
    expect(within(first).getByText('Sep 5, 2026')).toBeInTheDocument();
    expect(within(first).getByText('1 × Duvet and pillow set, 2 × Towel bundle')).toBeInTheDocument();
    expect(within(first).getByText('£82.00')).toBeInTheDocument();
    expect(within(first).getByText('Paid')).toBeInTheDocument();
    expect(screen.queryByText('ORD-005003')).not.toBeInTheDocument();
  });

  it('says when there are no orders', async () => {
    server.use(http.get('*/student_portal/orders', () => HttpResponse.json({ data: [] })));
    renderOrders('/panel/orders');
    expect(await screen.findByText('You have no orders yet')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/student_portal/orders', () => HttpResponse.json({}, { status: 500 })));
    renderOrders('/panel/orders');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    server.resetHandlers();
    await user.click(retry);
    expect(await screen.findByRole('link', { name: 'ORD-005001' })).toBeInTheDocument();
  });

  it('opens an order’s detail', async () => {
    const user = userEvent.setup();
    const { router } = renderOrders('/panel/orders');
    await user.click(await screen.findByRole('link', { name: 'ORD-005001' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order ORD-005001' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/panel/orders/5001');
  });
});

describe('order detail', () => {
  it('shows the items with their options, the amount and the status', async () => {
    renderOrders('/panel/orders/5001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order ORD-005001' })).toBeInTheDocument();
    const towels = screen.getByText('Towel bundle').closest('tr') as HTMLElement;
    expect(within(towels).getByText('Grey')).toBeInTheDocument();
    expect(within(towels).getByText('£18.50')).toBeInTheDocument();
    expect(within(towels).getByText('£37.00')).toBeInTheDocument();
    expect(screen.getByText('£82.00')).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute('href', '/panel/orders');
  });

  it('names each ticket with its event, its day and time, and each guest’s dinner', async () => {
    const [day] = db.content.attractions[0]?.tickets[0]?.days_on_sale ?? [];
    if (!day) throw new Error('The cruise has no day on sale');
    const paid = db.shop.createOrderFromPayment(
      1001,
      {
        items: [
          { kind: 'product', id: 902, quantity: 2, options: { 'meal.1': 'Vegetarian', 'meal.2': 'Meat' } },
          { kind: 'product', id: 951, quantity: 1, options: { date: day.date, time: '12:00' } },
        ],
      },
      'pay_tickets',
    );
    if (!paid.ok) throw new Error(paid.message);
    renderOrders(`/panel/orders/${paid.order.id}`);
    const vip = (await screen.findByText('Thames boat party: VIP ticket')).closest('tr') as HTMLElement;
    expect(within(vip).getByText('Guest 1: Vegetarian, Guest 2: Meat')).toBeInTheDocument();
    const cruise = screen.getByText('Thames river cruise: Single journey').closest('tr') as HTMLElement;
    expect(within(cruise).getByText(`${formatDate(day.date)} · 12:00`)).toBeInTheDocument();
  });

  it('offers to pay an order that waits for its payment (a storage booking)', async () => {
    const user = userEvent.setup();
    const booking = { type_id: 1, quantity: 2, pickup_date: isoInDays(3), dropoff_date: isoInDays(13) };
    const booked = db.shop.bookStorage(1001, booking, 4);
    if (!booked.ok) throw new Error(booked.message);
    const order = booked.order;
    const { router } = renderOrders(`/panel/orders/${order.id}`);
    expect(
      await screen.findByText(
        'This order awaits its payment: nothing is owed until you pay. Pay for it, or cancel it if you no longer want it.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Awaiting payment')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay for this order' }));
    expect(await screen.findByText('Pay page')).toBeInTheDocument();
    const { type, invoiceId, payload } = router.state.matches.at(-1)!.params;
    expect([type, invoiceId]).toEqual(['products', '4']);
    expect(decodePaymentPayload(payload)).toEqual({ ok: true, payload: { order_id: order.id } });
  });

  it('names the booking an order is for, and links to no invoice that is not its own', async () => {
    renderOrders('/panel/orders/5001');
    const summary = within(
      (await screen.findByText('Riverside Residence, single en-suite')).closest('table') as HTMLElement,
    );
    expect(summary.getByText('For booking')).toBeInTheDocument();
    expect(summary.getByText('ACC-2026-0412')).toBeInTheDocument();
    // Paid before the portal named invoices on orders: it has none to link to.
    const invoiceLinks = screen
      .queryAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/panel/invoices'));
    expect(invoiceLinks).toEqual([]);
  });

  it('does not offer to pay a paid order', async () => {
    renderOrders('/panel/orders/5001');
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay for this order' })).not.toBeInTheDocument();
  });

  it.each(['abc', '999', '5003'])(
    'says "Not found" for a malformed, unknown or another student’s order (%s)',
    async (id) => {
      renderOrders(`/panel/orders/${id}`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute('href', '/panel/orders');
    },
  );

  it('shows an error with a retry', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/student_portal/orders/:id', () => HttpResponse.json({}, { status: 500 })));
    renderOrders('/panel/orders/5001');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    server.resetHandlers();
    await user.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order ORD-005001' })).toBeInTheDocument();
  });
});
