import { setupMockApi } from '@portal/api-mocks/testing';
import { markerRoute, panelRoutes } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { invoicesRoutes } from '../index';

// Ana Silva with 5,000 invoices (the demo's DEMO_INVOICE_COUNT): the API pages, filters and sorts them.
const { signIn, server } = setupMockApi({ invoiceCount: 5000 });

const listRequests: URLSearchParams[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname === '/student_portal/invoices') listRequests.push(url.searchParams);
});
afterEach(() => {
  listRequests.length = 0;
});

function renderInvoices(url = '/panel/invoices') {
  signIn();
  return renderRoutes(panelRoutes(invoicesRoutes), {
    url,
    extraRoutes: [markerRoute('/panel/pay/invoice/:id', 'Pay page')],
  });
}

const invoiceNumbers = () => screen.getAllByRole('link', { name: /^INV-/ }).map((link) => link.textContent);
const statusFilter = () => screen.getByRole('radiogroup', { name: 'Filter by status' });
const search = (router: ReturnType<typeof renderInvoices>['router']) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));
/** Whether the page asked for exactly this list view (it also asks ahead for the views a click may want). */
const requested = (query: Record<string, string>) =>
  listRequests.some((params) => JSON.stringify(Object.fromEntries(params)) === JSON.stringify(query));

describe('invoices page over 5,000 invoices', () => {
  it('asks the API for one page and shows only its ten rows, with the pages of all 5,000', async () => {
    renderInvoices();
    expect(await screen.findByRole('link', { name: 'INV-000109' })).toBeInTheDocument();
    expect(requested({ page: '1', per_page: '10', sort: 'issue_date', order: 'desc' })).toBe(true);
    expect(screen.getAllByRole('row')).toHaveLength(11);
    // The pages of all 5,000: the last one is 500.
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Page 500' })).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });

  it('pages on the server: page 2 is the next ten, asked for with page=2', async () => {
    const user = userEvent.setup();
    const { router } = renderInvoices('/panel/invoices?sort=number&order=asc');
    await screen.findByRole('link', { name: 'INV-000101' });
    const first = invoiceNumbers();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(search(router)).toEqual({ sort: 'number', order: 'asc', page: '2' }));
    await waitFor(() => expect(invoiceNumbers()).not.toEqual(first));
    expect(requested({ page: '2', per_page: '10', sort: 'number', order: 'asc' })).toBe(true);
    // The seed's twelve, then the bulk ones in number order.
    expect(invoiceNumbers()).toEqual([
      'INV-000111',
      'INV-000112',
      ...Array.from({ length: 8 }, (_, index) => `INV-B${String(index + 1).padStart(6, '0')}`),
    ]);
  });

  it('filters on the server and starts the filter on its first page', async () => {
    const user = userEvent.setup();
    const { router } = renderInvoices('/panel/invoices?page=3');
    await screen.findAllByRole('link', { name: /^INV-/ });
    await user.click(within(statusFilter()).getByText('Unpaid'));
    await waitFor(() => expect(search(router)).toEqual({ status: 'unpaid' }));
    await waitFor(() =>
      expect(
        requested({ page: '1', per_page: '10', sort: 'issue_date', order: 'desc', status: 'unpaid' }),
      ).toBe(true),
    );
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('row')
          .slice(1)
          .map((row) => within(row).getByText(/^(Unpaid|Paid|Overdue|Partially paid)$/).textContent),
        // The generated history is all past its due date: only the seed's three invoices still to come are unpaid.
      ).toEqual(Array(3).fill('Unpaid')),
    );
  });

  it('keeps the last page on screen while the next one loads', async () => {
    const user = userEvent.setup();
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Holds page 2 back, then lets the demo API answer it.
    server.use(
      http.get('*/student_portal/invoices', async ({ request }) => {
        if (new URL(request.url).searchParams.get('page') === '2') await held;
      }),
    );
    renderInvoices();
    await screen.findByRole('link', { name: 'INV-000109' });
    const first = invoiceNumbers();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(requested({ page: '2', per_page: '10', sort: 'issue_date', order: 'desc' })).toBe(true),
    );
    // No spinner instead of the list: the first page stays, the pagination already on 2.
    expect(invoiceNumbers()).toEqual(first);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    release();
    await waitFor(() => expect(invoiceNumbers()).not.toEqual(first));
    expect(invoiceNumbers()).toHaveLength(10);
  });

  it('sends a page past the end back to the first', async () => {
    const { router } = renderInvoices('/panel/invoices?status=overdue&page=9999');
    await waitFor(() => expect(search(router)).toEqual({ status: 'overdue' }));
    await waitFor(() => expect(invoiceNumbers()).toHaveLength(10));
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(
      requested({ page: '1', per_page: '10', sort: 'issue_date', order: 'desc', status: 'overdue' }),
    ).toBe(true);
  });

  it('asks for nothing but the page shown until the student reaches for the list', async () => {
    const user = userEvent.setup();
    const { store } = renderInvoices();
    await screen.findByRole('link', { name: 'INV-000109' });
    const view = { per_page: '10', sort: 'issue_date', order: 'desc' };
    // A visit that only reads costs one page, however long the history behind it: the one list view in the cache
    // (a request asked for, even one not yet sent, is there at once).
    const cachedViews = Object.values(store.getState().api.queries).filter(
      (query) => query?.endpointName === 'getInvoicePage',
    );
    expect(cachedViews).toHaveLength(1);
    expect(listRequests.map((params) => Object.fromEntries(params))).toEqual([{ page: '1', ...view }]);
    // The keyboard reaching the list asks ahead too (past the header's links).
    for (let step = 0; step < 10 && !statusFilter().contains(document.activeElement); step++)
      await user.tab();
    expect(statusFilter()).toContainElement(document.activeElement as HTMLElement);
    await waitFor(() => expect(requested({ page: '2', ...view })).toBe(true));
  });

  it('asks ahead for the next page and each filter’s first page, so a click shows them from the cache', async () => {
    const user = userEvent.setup();
    renderInvoices();
    await screen.findByRole('link', { name: 'INV-000109' });
    const view = { per_page: '10', sort: 'issue_date', order: 'desc' };
    await user.hover(statusFilter());
    await waitFor(() => {
      expect(requested({ page: '2', ...view })).toBe(true);
      for (const status of ['paid', 'unpaid', 'overdue', 'partially_paid'])
        expect(requested({ page: '1', ...view, status })).toBe(true);
    });
    const asked = listRequests.length;
    await user.click(within(statusFilter()).getByText('Overdue'));
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('row')
          .slice(1)
          // Overdue, or overdue with part of it paid.
          .map((row) => within(row).getByText(/^Overdue/).textContent),
      ).toHaveLength(10),
    );
    // Shown from what was fetched ahead: the filter's first page was not asked for again.
    expect(
      listRequests
        .slice(asked)
        .filter((params) => params.get('status') === 'overdue' && params.get('page') === '1'),
    ).toEqual([]);
  });
});
