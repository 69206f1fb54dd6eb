import { setupMockApi } from '@portal/api-mocks/testing';
import { markerRoute, panelRoutes } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { invoicesRoutes } from '../index';

const DAY = 86_400_000;
const START = Date.parse('2026-11-29T10:00:00Z');
const { signIn, server, db } = setupMockApi();
/** Ana's spring tuition: £3,200, due 5 January 2027. */
const TUITION = 9;

beforeEach(() => {
  // Only Date: the page's "today" and the demo's are the same day, whenever the test runs.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
});

function renderInvoice(invoiceId: number) {
  signIn();
  return renderRoutes(panelRoutes(invoicesRoutes), {
    url: `/panel/invoices/${invoiceId}`,
    extraRoutes: [markerRoute('/panel/pay/invoice/:id', 'Pay page')],
  });
}

const card = (title: string) =>
  screen.getByText(title, { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;

/** Ana's tuition on 4 monthly instalments, agreed on START, the first one paid. */
function planWithFirstPaid() {
  const invoice = db.findInvoice(1001, TUITION);
  const offer = invoice && db.plans.offers(1001, invoice, '2026-11-29').offers.find((o) => o.count === 4);
  if (!invoice || !offer) throw new Error('No offer');
  db.plans.create(
    1001,
    invoice,
    {
      invoice_id: TUITION,
      idempotency_key: 'seeded-plan-1',
      count: 4,
      total: offer.total,
      instalments: offer.instalments,
    },
    new Date(START),
  );
  db.applyPayment(1001, TUITION, {
    id: 900,
    date: '2026-11-29',
    gateway: 'paypal',
    amount: 800,
    status: 'completed',
  });
}

describe('instalment plans on the invoice page', () => {
  it('shows the schedule before Agree, and a double press makes one plan', async () => {
    const user = userEvent.setup();
    renderInvoice(TUITION);
    await user.click(await screen.findByRole('button', { name: 'Pay in instalments' }));

    await user.click(screen.getByRole('combobox', { name: 'Number of monthly instalments' }));
    await user.click(await screen.findByTitle('4 instalments of about £800.00'));
    const schedule = screen.getByRole('table', { name: 'Your schedule' });
    const rows = within(schedule).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '1Nov 29, 2026£800.00',
      '2Dec 29, 2026£800.00',
      '3Jan 29, 2027£800.00',
      '4Feb 28, 2027£800.00',
    ]);
    const offer = card('Pay in instalments');
    expect(within(offer).getByText('No fee')).toBeInTheDocument();
    expect(within(offer).getByText('£3,200.00')).toBeInTheDocument();
    expect(within(offer).getByText(/no late fee is charged/)).toBeInTheDocument();

    const agree = screen.getByRole('button', { name: 'Agree' });
    await user.dblClick(agree);
    const plan = await screen.findByText('Instalment plan', { selector: '.ant-card-head-title' });
    const planCard = plan.closest('.ant-card') as HTMLElement;
    expect(within(planCard).getByText('Active')).toBeInTheDocument();
    expect(within(planCard).getAllByText('Due')).toHaveLength(4);
    expect(db.plans.list(1001, (id) => db.findInvoice(1001, id), '2026-11-29')).toHaveLength(1);
    expect(within(planCard).getByRole('link', { name: 'Pay this instalment (£800.00)' })).toHaveAttribute(
      'href',
      '/panel/pay/invoice/9',
    );
  });

  it('says the plan is behind once an instalment’s date has passed, and what to pay', async () => {
    planWithFirstPaid();
    // The demo's clock is the system's here: 45 days on, the second instalment's date has passed.
    vi.setSystemTime(START + 45 * DAY);
    renderInvoice(TUITION);
    const alert = (await screen.findByText('Your plan is behind')).closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('An instalment due on Dec 29, 2026 has not been paid. Pay £800.00 now');
    const planCard = card('Instalment plan');
    expect(within(planCard).getByText('Behind')).toBeInTheDocument();
    const rows = within(within(planCard).getByRole('table', { name: 'Instalments' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '1Nov 29, 2026£800.00Paid',
      '2Dec 29, 2026£800.00Late',
      '3Jan 29, 2027£800.00Due',
      '4Feb 28, 2027£800.00Due',
    ]);
  });

  it('cancels the plan after a confirmation', async () => {
    planWithFirstPaid();
    const user = userEvent.setup();
    renderInvoice(TUITION);
    await user.click(await screen.findByRole('button', { name: 'Cancel the plan' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('What is left (£2,400.00) becomes due on the invoice');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the plan' }));
    await waitFor(() => expect(within(card('Instalment plan')).getByText('Cancelled')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Cancel the plan' })).not.toBeInTheDocument();
  });

  it('says in the invoices list what a plan asks for next', async () => {
    planWithFirstPaid();
    signIn();
    renderRoutes(panelRoutes(invoicesRoutes), { url: '/panel/invoices' });
    const row = (await screen.findByRole('link', { name: 'INV-000109' })).closest('tr') as HTMLElement;
    expect(await within(row).findByText('Instalment plan: next £800.00 on Dec 29, 2026')).toBeInTheDocument();
  });

  it('offers no plan on an invoice the API does not offer one for', async () => {
    renderInvoice(6);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-000106' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Instalment plan')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Pay in instalments' })).not.toBeInTheDocument();
  });

  it('shows a refused agreement’s reason', async () => {
    server.use(
      http.post('*/student_portal/instalment_plans', () =>
        HttpResponse.json({ error: { code: 'schedule_not_offered', message: 'no' } }, { status: 422 }),
      ),
    );
    const user = userEvent.setup();
    renderInvoice(TUITION);
    await user.click(await screen.findByRole('button', { name: 'Pay in instalments' }));
    await user.click(screen.getByRole('button', { name: 'Agree' }));
    expect(
      await screen.findByText('This schedule is no longer offered. Reload the page and choose again.'),
    ).toBeInTheDocument();
  });

  it('shows a failed load with a retry, and the invoice still', async () => {
    let fail = true;
    server.use(
      http.get('*/student_portal/instalment_plans', () =>
        fail
          ? HttpResponse.json({ error: { code: 'forbidden', message: 'no' } }, { status: 403 })
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderInvoice(TUITION);
    expect(await screen.findByText('Your instalment plan could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Invoice INV-000109' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Pay in instalments' })).toBeInTheDocument();
  });
});
