import { setupMockApi } from '@portal/api-mocks/testing';
import { markerRoute, panelRoutes } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { invoicesRoutes } from '../index';

const { signIn, server } = setupMockApi();

// The page's first (lazy) import can take longer than a findBy waits on a busy machine: load it once first.
beforeAll(async () => {
  await import('./invoices-page');
}, 60_000);

function renderInvoices(url = '/panel/invoices') {
  signIn();
  return renderRoutes(panelRoutes(invoicesRoutes), {
    url,
    extraRoutes: [markerRoute('/panel/pay/invoice/:id', 'Pay page')],
  });
}

const paidInvoice = {
  id: 1,
  number: 'INV-000101',
  description: 'Tuition, autumn term',
  issue_date: '2026-08-01',
  due_date: '2026-09-01',
  amount: 3200,
  amount_due: 0,
  currency: 'GBP',
  status: 'paid',
};

const invoiceNumbers = () => screen.getAllByRole('link', { name: /^INV-/ }).map((link) => link.textContent);
const statusFilter = () => screen.getByRole('radiogroup', { name: 'Filter by status' });
const search = (router: ReturnType<typeof renderInvoices>['router']) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('invoices page', () => {
  it('lists the student’s invoices, newest first, ten to a page', async () => {
    renderInvoices();
    expect(await screen.findByRole('link', { name: 'INV-000109' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
    expect(invoiceNumbers()).toHaveLength(10);
    // Issued 2026-11-15, the most recent.
    expect(invoiceNumbers()[0]).toBe('INV-000109');
    const row = screen.getByRole('link', { name: 'INV-000104' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Accommodation, October')).toBeInTheDocument();
    expect(within(row).getByText('Oct 15, 2026')).toBeInTheDocument();
    expect(within(row).getByText('£880.00')).toBeInTheDocument();
    expect(within(row).getByText('£480.00')).toBeInTheDocument();
    // Six weeks past its due date with £480 owed: overdue, and part of it paid.
    expect(within(row).getByText('Overdue · partly paid')).toBeInTheDocument();
    // Another student's invoices never show.
    expect(screen.queryByText(/INV-0002/)).not.toBeInTheDocument();
  });

  it('filters by status and keeps the filter in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderInvoices();
    await screen.findByRole('link', { name: 'INV-000109' });
    await user.click(within(statusFilter()).getByText('Overdue'));
    // The choice shows at once; the address and the rows follow once the click's frame has painted.
    expect(within(statusFilter()).getByRole('radio', { name: 'Overdue' })).toBeChecked();
    await waitFor(() => expect(search(router)).toEqual({ status: 'overdue' }));
    // The API filters: the rows change once its answer is in.
    await waitFor(() => expect(invoiceNumbers().sort()).toEqual(['INV-000104', 'INV-000105', 'INV-000110']));
    await user.click(within(statusFilter()).getByText('All'));
    await waitFor(() => expect(search(router)).toEqual({}));
    await waitFor(() => expect(invoiceNumbers()).toHaveLength(10));
    // The filter is a radio group: arrow keys move along it.
    within(statusFilter()).getByRole('radio', { name: 'All' }).focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(search(router)).toEqual({ status: 'paid' }));
    await waitFor(() => expect(invoiceNumbers()).toHaveLength(6));
  });

  it('finds an overdue invoice with part of it paid under "Partially paid" as well as "Overdue"', async () => {
    const user = userEvent.setup();
    const { router } = renderInvoices();
    await screen.findByRole('link', { name: 'INV-000109' });
    await user.click(within(statusFilter()).getByText('Partially paid'));
    // The filtered list replaces the whole one: its row of INV-000104 is the one to read, once it is there.
    await waitFor(() => expect(search(router)).toEqual({ status: 'partially_paid' }));
    await waitFor(() => {
      const row = screen.getByRole('link', { name: 'INV-000104' }).closest('tr') as HTMLElement;
      expect(within(row).getByText('Overdue · partly paid')).toBeInTheDocument();
    });
  });

  it('searches the invoices once the typing pauses, keeps the search in the URL and clears it', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/student_portal/invoices')) asked.push(url.searchParams.get('search') ?? '');
    });
    const { router } = renderInvoices('/panel/invoices?status=overdue');
    await screen.findByRole('link', { name: 'INV-000105' });
    const box = screen.getByRole('textbox', { name: 'Search invoices' });
    await user.type(box, 'airport');
    await waitFor(() => expect(search(router)).toEqual({ search: 'airport', status: 'overdue' }));
    await waitFor(() => expect(invoiceNumbers()).toEqual(['INV-000105']));
    // One request for the pause, not one per key.
    expect(asked.filter((words) => words.startsWith('a'))).toEqual(['airport']);
    await user.clear(box);
    await user.type(box, 'no such thing');
    expect(await screen.findByText('No invoice matches “no such thing”')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear search' }).at(-1) as HTMLElement);
    await waitFor(() => expect(search(router)).toEqual({ status: 'overdue' }));
    expect(box).toHaveValue('');
    await waitFor(() => expect(invoiceNumbers().sort()).toEqual(['INV-000104', 'INV-000105', 'INV-000110']));
    server.events.removeAllListeners();
  });

  it('starts with the search the URL names', async () => {
    renderInvoices('/panel/invoices?search=inv-000104');
    expect(await screen.findByRole('textbox', { name: 'Search invoices' })).toHaveValue('inv-000104');
    await waitFor(() => expect(invoiceNumbers()).toEqual(['INV-000104']));
  });

  it('starts filtered, sorted and on the right page from the URL', async () => {
    renderInvoices('/panel/invoices?status=unpaid&sort=due_date&order=asc');
    expect(await screen.findByRole('link', { name: 'INV-000107' })).toBeInTheDocument();
    expect(within(statusFilter()).getByRole('radio', { name: 'Unpaid' })).toBeChecked();
    expect(invoiceNumbers()).toEqual(['INV-000107', 'INV-000106', 'INV-000109']);
  });

  it('ignores a malformed URL and shows the default view', async () => {
    renderInvoices('/panel/invoices?status=stolen&sort=%3Cscript%3E&order=up&page=-2');
    expect(await screen.findByRole('link', { name: 'INV-000109' })).toBeInTheDocument();
    expect(within(statusFilter()).getByRole('radio', { name: 'All' })).toBeChecked();
    expect(invoiceNumbers()).toHaveLength(10);
  });

  it('sorts by a column and flips the order on a second click', async () => {
    const user = userEvent.setup();
    const { router } = renderInvoices();
    await screen.findByRole('link', { name: 'INV-000109' });
    const header = screen.getByRole('columnheader', { name: 'Amount due' });
    await user.click(header);
    expect(search(router)).toEqual({ sort: 'amount_due', order: 'asc' });
    expect(screen.getByRole('columnheader', { name: 'Amount due' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await waitFor(() =>
      expect(invoiceNumbers().slice(0, 6).sort()).toEqual([
        'INV-000101',
        'INV-000102',
        'INV-000103',
        'INV-000108',
        'INV-000111',
        'INV-000112',
      ]),
    );
    await user.click(screen.getByRole('columnheader', { name: 'Amount due' }));
    expect(search(router)).toEqual({ sort: 'amount_due', order: 'desc' });
    await waitFor(() =>
      expect(invoiceNumbers().slice(0, 3)).toEqual(['INV-000109', 'INV-000106', 'INV-000104']),
    );
  });

  it('pages through the list and keeps the page in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderInvoices('/panel/invoices?sort=number&order=asc');
    await screen.findByRole('link', { name: 'INV-000101' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(search(router)).toEqual({ sort: 'number', order: 'asc', page: '2' }));
    await waitFor(() => expect(invoiceNumbers()).toEqual(['INV-000111', 'INV-000112']));
  });

  it('opens an invoice from its number', async () => {
    const user = userEvent.setup();
    const { router } = renderInvoices();
    await user.click(await screen.findByRole('link', { name: 'INV-000104' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-000104' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/panel/invoices/4');
  });

  it('says when a filter matches nothing, and clears it', async () => {
    const user = userEvent.setup();
    // The student has one paid invoice: the overdue filter matches none of it.
    server.use(
      http.get('*/student_portal/invoices', ({ request }) => {
        const status = new URL(request.url).searchParams.get('status');
        const items = status && status !== 'paid' ? [] : [paidInvoice];
        return HttpResponse.json({
          data: {
            items,
            page: 1,
            per_page: 10,
            total: items.length,
            total_all: 1,
            totals: { amount_due: 0, outstanding_count: 0, overdue_count: 0, currency: null },
          },
        });
      }),
    );
    const { router } = renderInvoices('/panel/invoices?status=overdue&page=1');
    expect(await screen.findByText('No invoices match this filter')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all invoices' }));
    expect(await screen.findByRole('link', { name: 'INV-000101' })).toBeInTheDocument();
    expect(search(router)).toEqual({});
  });

  it('says so when the student has no invoices', async () => {
    server.use(
      http.get('*/student_portal/invoices', () =>
        HttpResponse.json({
          data: {
            items: [],
            page: 1,
            per_page: 10,
            total: 0,
            total_all: 0,
            totals: { amount_due: 0, outstanding_count: 0, overdue_count: 0, currency: null },
          },
        }),
      ),
    );
    renderInvoices();
    expect(await screen.findByText('You have no invoices')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('shows an error with a retry that loads the list', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/student_portal/invoices', () => HttpResponse.json({}, { status: 500 })));
    renderInvoices();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    server.resetHandlers();
    await user.click(retry);
    expect(await screen.findByRole('link', { name: 'INV-000109' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('invoices page on a phone', () => {
  const desktopWidth = window.innerWidth;
  beforeEach(() => {
    window.innerWidth = 360;
  });
  afterEach(() => {
    window.innerWidth = desktopWidth;
  });

  it('lists the invoices as cards, sorts them from "Sort by" and pages them', async () => {
    const user = userEvent.setup();
    const { router } = renderInvoices();
    const list = await screen.findByRole('list', { name: 'Invoices' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = screen.getByRole('link', { name: 'INV-000104' }).closest('li') as HTMLElement;
    expect(list).toContainElement(card);
    const valueOf = (term: string) =>
      within(card).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(valueOf('Description')).toBe('Accommodation, October');
    expect(valueOf('Amount due')).toBe('£480.00');
    expect(valueOf('Status')).toBe('Overdue · partly paid');

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByTitle('Number, ascending'));
    expect(search(router)).toEqual({ sort: 'number', order: 'asc' });
    await waitFor(() => expect(invoiceNumbers()[0]).toBe('INV-000101'));

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(search(router)).toEqual({ sort: 'number', order: 'asc', page: '2' }));
    await waitFor(() => expect(invoiceNumbers()).toEqual(['INV-000111', 'INV-000112']));
  });
});
