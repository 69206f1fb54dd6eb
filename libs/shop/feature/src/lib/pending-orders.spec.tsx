import { setupMockApi } from '@portal/api-mocks/testing';
import { panelRoutes } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { useCheckoutMutation } from '@portal/payments/data-access';
import { basketLineKey, basketStorageKey, type BasketLine } from '@portal/shop/data-access';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { shopRoutes } from '../index';

const { signIn, db } = setupMockApi();
afterEach(() => window.localStorage.clear());

const towelsLine = {
  kind: 'product',
  id: 103,
  quantity: 1,
  name: 'Towel bundle',
  unit_price: 18.5,
  currency: 'GBP',
  options: { colour: 'Grey' },
  invoice_id: null,
} as const;
const towels: BasketLine = {
  ...towelsLine,
  options: { ...towelsLine.options },
  key: basketLineKey(towelsLine),
};

/**
 * The pay page lives in another feature: this stand-in does what it does when the student chooses Flywire and
 * presses "Pay": it starts the checkout of what the path names, then the student leaves without paying.
 */
function PayPageStandIn() {
  const { paymentPageType = '', payload = '' } = useParams();
  const [checkout, { data }] = useCheckoutMutation();
  const [left, setLeft] = useState(false);
  return left || data ? (
    <p>Left the gateway without paying</p>
  ) : (
    <button
      type="button"
      onClick={() => {
        setLeft(true);
        void checkout({ payment_type: paymentPageType, payload, gateway: 'flywire' });
      }}
    >
      Pay at Flywire
    </button>
  );
}

function renderShop(url: string) {
  signIn();
  window.localStorage.setItem(
    basketStorageKey(1001),
    JSON.stringify({ basket_id: 'bsk_ana', lines: [towels] }),
  );
  return renderRoutes(panelRoutes(shopRoutes), {
    url,
    extraRoutes: [{ path: '/panel/pay/:paymentPageType/:payload', element: <PayPageStandIn /> }],
  });
}

async function checkOutAndLeave(user: ReturnType<typeof userEvent.setup>) {
  // The first visit loads the lazy pages, slow on a busy machine.
  await user.click(await screen.findByRole('button', { name: 'Checkout' }, { timeout: 30_000 }));
  await user.click(await screen.findByRole('button', { name: 'Pay at Flywire' }));
  await screen.findByText('Left the gateway without paying');
  // The checkout has reached the API once the orders know of it.
  await expect
    .poll(() => db.shop.listOrders(1001).filter((order) => order.status === 'pending'))
    .not.toEqual([]);
}

const unpaid = () => db.listInvoices(1001).filter((invoice) => invoice.status === 'unpaid');

describe('a checkout left without paying', () => {
  it('is one order awaiting payment, owing nothing, however often the same basket is checked out', async () => {
    const user = userEvent.setup();
    const invoicesBefore = unpaid().length;
    const { router } = renderShop('/panel/basket');
    await checkOutAndLeave(user);
    await router.navigate('/panel/basket');
    expect(
      await screen.findByText(
        'These items are in order ORD-006000, awaiting payment: pay for it or cancel it.',
      ),
    ).toBeInTheDocument();
    await checkOutAndLeave(user);
    await router.navigate('/panel/basket');
    await checkOutAndLeave(user);

    // The checkouts' payments are all started on one invoice, which is not owed: the student's list is as it was.
    const paidOn = new Set(
      db.payments
        .list(1001)
        .filter((payment) => payment.id >= 5001)
        .map((payment) => payment.invoice_id),
    );
    expect(paidOn).toEqual(new Set([db.invoiceForOrder(1001, 6000)?.id]));
    expect(unpaid()).toHaveLength(invoicesBefore);
    await router.navigate('/panel/orders');
    const row = (await screen.findByRole('link', { name: 'ORD-006000' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(row).getByText('1 × Towel bundle')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Pay for order ORD-006000' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Cancel order ORD-006000' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Pay for order/ })).toHaveLength(1);
  });

  it('can be paid from Orders on the invoice it was billed on', async () => {
    const user = userEvent.setup();
    const { router } = renderShop('/panel/basket');
    await checkOutAndLeave(user);
    const [order] = db.shop.listOrders(1001).filter((candidate) => candidate.status === 'pending');
    await router.navigate('/panel/orders');
    await user.click(await screen.findByRole('button', { name: 'Pay for order ORD-006000' }));
    await screen.findByRole('button', { name: 'Pay at Flywire' });
    const invoicesBefore = db.listInvoices(1001).length;
    await user.click(screen.getByRole('button', { name: 'Pay at Flywire' }));
    await screen.findByText('Left the gateway without paying');
    const billedOn = db.invoiceForOrder(1001, order?.id ?? 0)?.id;
    const started = () =>
      db.payments
        .list(1001)
        .filter((payment) => payment.invoice_id === billedOn && payment.status === 'created');
    await expect.poll(started).toHaveLength(1);
    expect(db.listInvoices(1001)).toHaveLength(invoicesBefore);
  });

  it('is cancelled from Orders: the order says so, its invoice is no longer owed and the basket message goes', async () => {
    const user = userEvent.setup();
    const { router } = renderShop('/panel/basket');
    await checkOutAndLeave(user);
    const [order] = db.shop.listOrders(1001).filter((candidate) => candidate.status === 'pending');
    const invoiceId = db.invoiceForOrder(1001, order?.id ?? 0)?.id ?? 0;
    expect(db.findInvoice(1001, invoiceId)?.amount_due).toBe(18.5);
    expect(db.listInvoices(1001).map((invoice) => invoice.id)).not.toContain(invoiceId);

    await router.navigate('/panel/orders');
    await user.click(await screen.findByRole('button', { name: 'Cancel order ORD-006000' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Nothing has been billed for it yet.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    const row = (await screen.findByRole('link', { name: 'ORD-006000' })).closest('tr') as HTMLElement;
    expect(await within(row).findByText('Cancelled')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
    expect(db.findInvoice(1001, invoiceId)).toMatchObject({ status: 'cancelled', amount_due: 0 });

    await router.navigate('/panel/basket');
    expect(await screen.findByRole('button', { name: 'Checkout' })).toBeInTheDocument();
    expect(screen.queryByText(/awaiting payment/)).not.toBeInTheDocument();
    expect(screen.getByText('Towel bundle')).toBeInTheDocument();
  });

  it('offers Pay and Cancel on the order’s page, and names no invoice, as nothing is owed yet', async () => {
    const user = userEvent.setup();
    const { router } = renderShop('/panel/basket');
    await checkOutAndLeave(user);
    await router.navigate('/panel/orders/6000');
    expect(
      await screen.findByText(
        'This order awaits its payment: nothing is owed until you pay. Pay for it, or cancel it if you no longer want it.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay for this order' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel this order' })).toBeInTheDocument();
    expect(
      screen
        .queryAllByRole('link')
        .filter((link) => link.getAttribute('href')?.startsWith('/panel/invoices')),
    ).toEqual([]);
  });
});
