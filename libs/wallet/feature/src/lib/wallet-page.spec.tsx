import { setupMockApi } from '@portal/api-mocks/testing';
import { useGetInvoiceQuery } from '@portal/invoices/data-access';
import { renderRoutes } from '@portal/ui/testing';
import { formatMoney } from '@portal/util';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Outlet } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { walletRoutes } from '../index';

const mock = setupMockApi();
const { db, server } = mock;

/** What the invoice's page reads: the invoices cache, shown beside the page under test. */
function InvoicesProbe() {
  const { data: invoice } = useGetInvoiceQuery(5);
  return (
    <p data-testid="probe">{invoice ? `${invoice.number} due ${formatMoney(invoice.amount_due)}` : '…'}</p>
  );
}

function renderWallet(url = '/panel/wallet', email?: string) {
  mock.signIn(email);
  const posts: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST') posts.push(new URL(request.url).pathname);
  });
  const view = renderRoutes(
    [
      {
        path: '/panel',
        element: (
          <>
            <InvoicesProbe />
            <Outlet />
          </>
        ),
        children: walletRoutes,
      },
    ],
    { url },
  );
  return { ...view, posts, user: userEvent.setup() };
}

/** The first visit loads the lazy page and both queries; on a busy CI machine that takes a moment. */
const ready = () => screen.findByRole('heading', { level: 1, name: 'Wallet' }, { timeout: 15_000 });

const balance = () => screen.getByRole('group', { name: 'Balance' });

async function chooseInvoice(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.click(await screen.findByRole('combobox', { name: 'Invoice to pay' }));
  await user.click(await screen.findByTitle(new RegExp(`^${number} `)));
}

async function enterAmount(user: ReturnType<typeof userEvent.setup>, amount: string) {
  const field = screen.getByLabelText('Amount (GBP)');
  await user.clear(field);
  await user.paste(amount);
}

describe('wallet page', { timeout: 90_000 }, () => {
  it('shows the balance, how it was earned and the transactions', async () => {
    renderWallet();
    expect(await ready()).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Balance' })).toHaveTextContent('£125.00');
    expect(screen.getByText('ANA-SILVA-25')).toBeInTheDocument();
    const earned = screen.getByRole('list', { name: 'How you earned it' });
    expect(within(earned).getByText('Referrals')).toBeInTheDocument();
    expect(within(earned).getByText('(3 times)')).toBeInTheDocument();
    expect(within(earned).getByText('£75.00')).toBeInTheDocument();
    expect(within(earned).getAllByText('(1 time)')).toHaveLength(2);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(6);
    expect(rows[1]).toHaveTextContent('Nov 8, 2026');
    expect(rows[1]).toHaveTextContent('Referral: Priya Nair booked');
    expect(rows[1]).toHaveTextContent('+£25.00');
  });

  it('pays part of an invoice; the balance, the invoice list and the history follow without a reload', async () => {
    const { user, posts } = renderWallet();
    await ready();
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('INV-000105 due £95.00'));
    await chooseInvoice(user, 'INV-000105');
    expect(screen.getByLabelText('Amount (GBP)')).toHaveValue('95.00');
    expect(
      screen.getByText('Up to £95.00: your balance or the amount due, whichever is smaller.'),
    ).toBeInTheDocument();
    await enterAmount(user, '20');
    await user.click(screen.getByRole('button', { name: 'Review the payment' }));

    expect(
      await screen.findByText('Pay £20.00 from your wallet towards INV-000105 (Airport pickup)?'),
    ).toBeInTheDocument();
    const row = (label: string) => screen.getByText(label).closest('tr');
    expect(row('Wallet balance afterwards')).toHaveTextContent('£105.00');
    expect(row('Left to pay on the invoice')).toHaveTextContent('£75.00');
    expect(posts).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Pay £20.00 now' }));

    expect(await screen.findByText('Paid £20.00 towards INV-000105')).toBeInTheDocument();
    // The success icon is decorative, not read out as "check-circle".
    expect(screen.queryByRole('img', { name: 'check-circle' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Your wallet balance is now £105.00. £75.00 is left to pay on the invoice.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(balance()).toHaveTextContent('£105.00'));
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('INV-000105 due £75.00'));
    expect(within(screen.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent('−£20.00');
    expect(screen.getByRole('link', { name: 'View the invoice' })).toHaveAttribute(
      'href',
      '/panel/invoices/5',
    );
    expect(posts).toEqual(['/ambassador/payment']);
    expect(db.findInvoice(1001, 5)).toMatchObject({ amount_due: 75, amount_paid: 20 });
  });

  it('refuses an amount over the balance at the field, sending nothing', async () => {
    const { user, posts } = renderWallet();
    await ready();
    await chooseInvoice(user, 'INV-000109');
    expect(screen.getByLabelText('Amount (GBP)')).toHaveValue('125.00');
    await enterAmount(user, '125.01');
    await user.click(screen.getByRole('button', { name: 'Review the payment' }));
    expect(await screen.findByText('That is more than your wallet balance of £125.00.')).toBeInTheDocument();
    expect(screen.queryByText(/Confirm the payment/)).not.toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  it('refuses more than the amount due, and amounts that are not pounds and pence, at the field', async () => {
    const { user, posts } = renderWallet();
    await ready();
    await chooseInvoice(user, 'INV-000110');
    await enterAmount(user, '14');
    await user.click(screen.getByRole('button', { name: 'Review the payment' }));
    expect(
      await screen.findByText('That is more than the £13.50 still due on this invoice.'),
    ).toBeInTheDocument();

    await enterAmount(user, '1.005');
    expect(await screen.findByText('Enter pounds and pence, such as 12.50.')).toBeInTheDocument();
    await enterAmount(user, '0');
    expect(await screen.findByText('Enter at least £0.01.')).toBeInTheDocument();
    expect(screen.queryByText(/Confirm the payment/)).not.toBeInTheDocument();
    expect(posts).toEqual([]);
    expect(balance()).toHaveTextContent('£125.00');
  });

  it('sends one payment however often the confirm button is clicked', async () => {
    const { user, posts } = renderWallet('/panel/wallet?invoice=10');
    await ready();
    expect(await screen.findByLabelText('Amount (GBP)')).toHaveValue('13.50');
    await user.click(screen.getByRole('button', { name: 'Review the payment' }));
    const confirm = await screen.findByRole('button', { name: 'Pay £13.50 now' });
    await user.dblClick(confirm);
    await user.click(confirm);
    expect(await screen.findByText('Paid £13.50 towards INV-000110')).toBeInTheDocument();
    expect(
      screen.getByText('Your wallet balance is now £111.50. The invoice is paid in full.'),
    ).toBeInTheDocument();
    expect(posts).toEqual(['/ambassador/payment']);
    expect(db.wallet.balance(1001)).toBe(111.5);
  });

  it('says when the API refuses the payment, keeps the balance and lets the student try again', async () => {
    server.use(
      http.post('*/ambassador/payment', () =>
        HttpResponse.json(
          { error: { code: 'internal_error', message: 'The wallet service is not answering.' } },
          { status: 503 },
        ),
      ),
    );
    const { user, posts } = renderWallet('/panel/wallet?invoice=5');
    await ready();
    await screen.findByLabelText('Amount (GBP)');
    await user.click(screen.getByRole('button', { name: 'Review the payment' }));
    await user.click(await screen.findByRole('button', { name: 'Pay £95.00 now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment did not go through: The wallet service is not answering.',
    );
    expect(balance()).toHaveTextContent('£125.00');
    expect(db.findInvoice(1001, 5)).toMatchObject({ amount_due: 95 });

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Pay £95.00 now' }));
    expect(await screen.findByText('Paid £95.00 towards INV-000105')).toBeInTheDocument();
    expect(posts).toEqual(['/ambassador/payment', '/ambassador/payment']);
  });

  it('puts a refusal of the amount by the API back at the field', async () => {
    const { user } = renderWallet('/panel/wallet?invoice=5');
    await ready();
    await screen.findByLabelText('Amount (GBP)');
    await user.click(screen.getByRole('button', { name: 'Review the payment' }));
    await screen.findByRole('button', { name: 'Pay £95.00 now' });
    // Meanwhile the balance was spent elsewhere (another tab).
    db.wallet.debit(1001, 100, { id: 6, number: 'INV-000106', description: 'Accommodation, November' });
    await user.click(screen.getByRole('button', { name: 'Pay £95.00 now' }));
    expect(await screen.findByText('That is more than your wallet balance of £25.00.')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount (GBP)')).toBeInTheDocument();
  });

  it('shows Kenji his own wallet, and says when there is nothing to pay with', async () => {
    renderWallet('/panel/wallet', 'demo2@student.test');
    await ready();
    expect(await screen.findByRole('group', { name: 'Balance' })).toHaveTextContent('£40.00');
    expect(screen.getByText('KENJI-T-10')).toBeInTheDocument();
  });

  it('has an empty state for a new ambassador', async () => {
    server.use(
      http.get('*/ambassador/wallet', () =>
        HttpResponse.json({
          data: { balance: 0, currency: 'GBP', referral_code: null, earned: [], transactions: [] },
        }),
      ),
    );
    renderWallet();
    expect(
      await screen.findByText('Your wallet is empty, so there is nothing to pay with yet.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/You have not earned any credit yet/)).toBeInTheDocument();
    expect(screen.getByText('No transactions yet.')).toBeInTheDocument();
  });

  it('shows an error with a retry when the wallet cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get('*/ambassador/wallet', () =>
        fail ? HttpResponse.json({ error: { code: 'bad', message: 'No' } }, { status: 404 }) : undefined,
      ),
    );
    const { user } = renderWallet();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Balance' })).toHaveTextContent('£125.00');
  });

  it('shows an error for a malformed answer', async () => {
    server.use(http.get('*/ambassador/wallet', () => HttpResponse.json({ data: { balance: 'lots' } })));
    renderWallet();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });
});
