import { setupMockApi } from '@portal/api-mocks/testing';
import { markerRoute, panelRoutes, renderRoutes } from '@portal/data-access/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { invoicesRoutes } from '../index';

const { signIn, server } = setupMockApi();

function renderInvoice(url: string) {
  signIn();
  return renderRoutes(panelRoutes(invoicesRoutes), {
    url,
    extraRoutes: [markerRoute('/panel/pay/invoice/:id', 'Pay page')],
  });
}

function invoiceRequests() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/student_portal/invoices/')) seen.push(pathname);
  });
  return seen;
}

const section = (name: string) =>
  screen.getByText(name, { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;

describe('invoice detail page', () => {
  it('shows the lines, totals, payments and what is left to pay', async () => {
    renderInvoice('/panel/invoices/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-000104' })).toBeInTheDocument();
    expect(screen.getByText('Accommodation, October')).toBeInTheDocument();

    const summary = section('Summary');
    expect(within(summary).getByText('Partially paid')).toBeInTheDocument();
    expect(within(summary).getByText('Oct 1, 2026')).toBeInTheDocument();
    expect(within(summary).getByText('Oct 15, 2026')).toBeInTheDocument();
    expect(within(summary).getByText('£400.00')).toBeInTheDocument();
    expect(within(summary).getByText('£480.00')).toBeInTheDocument();

    const lines = section('Lines');
    const room = within(lines).getByText('Single room, 4 weeks').closest('tr') as HTMLElement;
    expect(within(room).getByText('4')).toBeInTheDocument();
    expect(within(room).getByText('£210.00')).toBeInTheDocument();
    expect(within(room).getByText('£840.00')).toBeInTheDocument();
    expect(
      within(within(lines).getByText('Subtotal').closest('tr') as HTMLElement).getByText('£880.00'),
    ).toBeInTheDocument();
    expect(
      within(within(lines).getByText('Tax').closest('tr') as HTMLElement).getByText('£0.00'),
    ).toBeInTheDocument();
    expect(
      within(within(lines).getByText('Total').closest('tr') as HTMLElement).getByText('£880.00'),
    ).toBeInTheDocument();

    const payment = within(section('Payments')).getByText('Bank transfer').closest('tr') as HTMLElement;
    expect(within(payment).getByText('£400.00')).toBeInTheDocument();
    expect(within(payment).getByText('Completed')).toBeInTheDocument();
  });

  it('links Pay to the invoice payment page', async () => {
    const user = userEvent.setup();
    const { router } = renderInvoice('/panel/invoices/5');
    const pay = await screen.findByRole('link', { name: 'Pay' });
    expect(pay).toHaveAttribute('href', '/panel/pay/invoice/5');
    await user.click(pay);
    expect(await screen.findByText('Pay page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/panel/pay/invoice/5');
  });

  it('offers no Pay for a paid invoice', async () => {
    renderInvoice('/panel/invoices/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-000101' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay' })).not.toBeInTheDocument();
  });

  it('says when nothing was paid yet', async () => {
    renderInvoice('/panel/invoices/6');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-000106' })).toBeInTheDocument();
    expect(within(section('Payments')).getByText('No payments made yet')).toBeInTheDocument();
  });

  it('goes back to the list', async () => {
    const user = userEvent.setup();
    const { router } = renderInvoice('/panel/invoices/4');
    await screen.findByRole('heading', { level: 1, name: 'Invoice INV-000104' });
    await user.click(screen.getByRole('link', { name: 'Back to invoices' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/panel/invoices');
  });

  it('says "Invoice not found" for an id that is not a number, without asking the API', async () => {
    const requests = invoiceRequests();
    renderInvoice('/panel/invoices/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to invoices' })).toHaveAttribute('href', '/panel/invoices');
    expect(requests).toEqual([]);
  });

  it.each(['999', '13'])(
    'says "Invoice not found" for an unknown or another student’s invoice (%s)',
    async (id) => {
      renderInvoice(`/panel/invoices/${id}`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Invoice not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to invoices' })).toBeInTheDocument();
    },
  );

  it('shows an error with a retry for other failures', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('*/student_portal/invoices/:invoiceId', () => HttpResponse.json({}, { status: 500 })),
    );
    renderInvoice('/panel/invoices/4');
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    expect(screen.queryByRole('heading', { name: 'Invoice not found' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to invoices' })).toBeInTheDocument();
    server.resetHandlers();
    await user.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-000104' })).toBeInTheDocument();
  });
});

describe('invoice detail page on a phone', () => {
  const desktopWidth = window.innerWidth;
  beforeEach(() => {
    window.innerWidth = 360;
  });
  afterEach(() => {
    window.innerWidth = desktopWidth;
  });

  it('shows the lines and payments as stacked cards, the totals under the lines', async () => {
    renderInvoice('/panel/invoices/4');
    const lines = await screen.findByRole('list', { name: 'Lines' });
    expect(within(section('Lines')).queryByRole('table')).not.toBeInTheDocument();
    const room = within(lines).getByText('Single room, 4 weeks').closest('li') as HTMLElement;
    const valueOf = (card: HTMLElement, term: string) =>
      within(card).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(valueOf(room, 'Quantity')).toBe('4');
    expect(valueOf(room, 'Unit price')).toBe('£210.00');
    expect(valueOf(room, 'Amount')).toBe('£840.00');
    const totals = section('Lines');
    expect(valueOf(totals, 'Subtotal')).toBe('£880.00');
    expect(valueOf(totals, 'Total')).toBe('£880.00');

    const payment = within(screen.getByRole('list', { name: 'Payments' }))
      .getByText('Bank transfer')
      .closest('li') as HTMLElement;
    expect(valueOf(payment, 'Amount')).toBe('£400.00');
  });
});
