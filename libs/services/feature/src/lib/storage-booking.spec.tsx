import { setupMockApi } from '@portal/api-mocks/testing';
import { markerRoute, panelRoutes } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { decodePaymentPayload, isoInDays } from '@portal/util';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { servicesRoutes } from '../index';

const { signIn, server, db } = setupMockApi();

function renderStorage() {
  signIn();
  return renderRoutes(panelRoutes(servicesRoutes), {
    url: '/panel/services/3/storage-service/2',
    extraRoutes: [markerRoute('/panel/pay/:type/:invoiceId/:payload', 'Pay page')],
  });
}

function saveAddress() {
  db.shop.saveStorageAddress(1001, {
    line1: '12 Market Street',
    line2: null,
    city: 'London',
    postcode: 'E1 6AN',
    phone: '07700900123',
  });
}

async function chooseDates(user: ReturnType<typeof userEvent.setup>, pickup: string, dropoff: string) {
  fireEvent.change(await screen.findByLabelText('Pickup date'), { target: { value: pickup } });
  fireEvent.change(screen.getByLabelText('Drop-off date'), { target: { value: dropoff } });
  await user.click(screen.getByRole('button', { name: 'Show prices' }));
}

describe('storage service', () => {
  it('prices the box types for the dates and refuses a quantity outside what is allowed', async () => {
    const user = userEvent.setup();
    renderStorage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Storage service' })).toBeInTheDocument();
    await chooseDates(user, isoInDays(10), isoInDays(40));
    // 30 days at £0.50 a day
    await user.click(await screen.findByRole('radio', { name: /Standard box.*£15\.00 each/ }));
    expect(screen.getByRole('radio', { name: /Bicycle/ })).toBeDisabled();
    const quantity = screen.getByRole('spinbutton', { name: 'How many' });
    await user.clear(quantity);
    await user.type(quantity, '11');
    expect(await screen.findByText('Choose a whole number from 1 to 10.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(await screen.findByText('Total: £45.00')).toBeInTheDocument();
  });

  it('saves the pickup address', async () => {
    const user = userEvent.setup();
    renderStorage();
    await user.click(await screen.findByLabelText('Street and number'));
    await user.paste('12 Market Street');
    await user.click(screen.getByLabelText('City'));
    await user.paste('London');
    await user.click(screen.getByLabelText('Postcode'));
    await user.paste('E1 6AN');
    await user.click(screen.getByLabelText('Phone'));
    await user.paste('+44 7700 900123');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Address saved.')).toBeInTheDocument();
    expect(db.shop.storageAddress(1001)).toMatchObject({
      line1: '12 Market Street',
      postcode: 'E1 6AN',
      line2: null,
    });
  });

  it('books the storage and continues to the pay page for the booking’s order', async () => {
    const user = userEvent.setup();
    saveAddress();
    const { router } = renderStorage();
    const [pickup, dropoff] = [isoInDays(10), isoInDays(40)];
    await chooseDates(user, pickup, dropoff);
    await user.click(await screen.findByRole('radio', { name: /Suitcase/ }));
    const quantity = screen.getByRole('spinbutton', { name: 'How many' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.dblClick(await screen.findByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Pay page')).toBeInTheDocument();
    const { type, invoiceId, payload } = router.state.matches.at(-1)!.params;
    expect([type, invoiceId]).toEqual(['products', '2']);
    const decoded = decodePaymentPayload(payload);
    if (!decoded.ok) throw new Error(decoded.error);
    const orderId = decoded.payload.order_id as number;
    // One booking, waiting for its payment, with what was chosen.
    expect(db.shop.listOrders(1001).filter((order) => order.status === 'pending')).toHaveLength(1);
    expect(db.shop.findOrder(1001, orderId)).toMatchObject({
      status: 'pending',
      invoice_id: 2,
      items: [
        expect.objectContaining({
          kind: 'storage',
          item_id: 2,
          quantity: 2,
          options: expect.objectContaining({ pickup_date: pickup, dropoff_date: dropoff }),
        }),
      ],
    });
  });

  it('says so when the booking is refused', async () => {
    const user = userEvent.setup();
    saveAddress();
    server.use(
      http.post('*/storage_service/checkout', () =>
        HttpResponse.json(
          { error: { code: 'no_address', message: 'Give the pickup address first.' } },
          { status: 409 },
        ),
      ),
    );
    renderStorage();
    await chooseDates(user, isoInDays(10), isoInDays(40));
    await user.click(await screen.findByRole('radio', { name: /Suitcase/ }));
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    expect(
      await screen.findByText('Save the pickup address first, then continue to payment.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Pay page')).not.toBeInTheDocument();
  });

  it('refuses a pickup in the past and a drop-off before the pickup', async () => {
    const user = userEvent.setup();
    renderStorage();
    await chooseDates(user, isoInDays(-3), isoInDays(-5));
    expect(await screen.findByText('Choose a date from today on.')).toBeInTheDocument();
    expect(screen.getByText('The drop-off date must be after the pickup date.')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Storage options' })).not.toBeInTheDocument();
  });

  it('fills in the saved address and validates a new one', async () => {
    const user = userEvent.setup();
    db.shop.saveStorageAddress(1001, {
      line1: '1 High St',
      line2: null,
      city: 'Oxford',
      postcode: 'OX1 1AA',
      phone: '01865 000000',
    });
    renderStorage();
    expect(await screen.findByDisplayValue('1 High St')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('City'));
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
  });

  it('shows an error with a retry when the prices do not load', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/storage_service/types', () => HttpResponse.json({}, { status: 500 })));
    renderStorage();
    await chooseDates(user, isoInDays(2), isoInDays(9));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    server.resetHandlers();
    await user.click(retry);
    expect(await screen.findByRole('radio', { name: /Suitcase/ })).toBeInTheDocument();
  });
});
