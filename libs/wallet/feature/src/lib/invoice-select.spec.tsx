import { setupMockApi } from '@portal/api-mocks/testing';
import { renderRoutes } from '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { walletRoutes } from '../index';

// Ana with a long history: 200 invoices, more than a hundred of them with money owed.
const mock = setupMockApi({ invoiceCount: 200 });
afterEach(() => mock.server.events.removeAllListeners());

/** The invoice list's requests from now on, as their query strings. */
function invoiceListRequests(): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  mock.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/student_portal/invoices')) seen.push(url.searchParams);
  });
  return seen;
}

async function openPicker() {
  mock.signIn();
  const requests = invoiceListRequests();
  renderRoutes([{ path: '/panel', children: walletRoutes }], { url: '/panel/wallet' });
  const user = userEvent.setup({ delay: null });
  const picker = await screen.findByRole('combobox', { name: 'Invoice to pay' }, { timeout: 120_000 });
  await user.click(picker);
  return { user, picker, requests };
}

const searches = (requests: URLSearchParams[]) =>
  requests.filter((params) => params.has('search')).map((params) => params.get('search'));

describe('the wallet’s invoice picker', { timeout: 240_000 }, () => {
  it('offers the invoices with money owed, soonest due first, one page at a time, never the whole list', async () => {
    const { user, requests } = await openPicker();
    // The bulk invoices start in January 2020: the soonest due is the first unpaid one of them.
    expect(await screen.findByTitle(/^INV-B000002 · Activity fee 2 · £77\.01 due$/)).toBeInTheDocument();
    expect(screen.queryByTitle(/^INV-B000001 /)).not.toBeInTheDocument(); // paid
    const choices = requests.find((params) => params.get('per_page') === '10');
    expect(choices?.get('outstanding')).toBe('true');
    expect(choices?.get('sort')).toBe('due_date');

    await user.click(screen.getByRole('button', { name: 'Show more invoices' }));
    await waitFor(() =>
      expect(
        requests.some((params) => params.get('page') === '2' && params.get('outstanding') === 'true'),
      ).toBe(true),
    );
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.every((params) => params.has('per_page'))).toBe(true);
  });

  it('searches the server as the student types, once the typing pauses, and takes the invoice found', async () => {
    const { user, picker, requests } = await openPicker();
    await screen.findByTitle(/^INV-B000002 /);
    await user.type(picker, 'INV-000110');
    expect(await screen.findByTitle('INV-000110 · Library fine · £13.50 due')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTitle(/^INV-B000002 /)).not.toBeInTheDocument());
    // One request for what was typed, not one per key.
    expect(searches(requests).at(-1)).toBe('INV-000110');
    expect(searches(requests).length).toBeLessThan('INV-000110'.length);

    await user.click(screen.getByTitle('INV-000110 · Library fine · £13.50 due'));
    expect(screen.getByLabelText('Amount (GBP)')).toHaveValue('13.50');
    expect(
      within(picker.closest('.ant-select') as HTMLElement).getByText(/^INV-000110 /),
    ).toBeInTheDocument();
  });

  it('says when nothing matches, and offers only invoices with money owed', async () => {
    const { user, picker, requests } = await openPicker();
    await screen.findByTitle(/^INV-B000002 /);
    await user.type(picker, 'no such invoice');
    expect(await screen.findByText('No open invoice matches “no such invoice”.')).toBeInTheDocument();
    // A paid invoice is not found either.
    await user.clear(picker);
    await user.type(picker, 'INV-000101');
    expect(await screen.findByText('No open invoice matches “INV-000101”.')).toBeInTheDocument();
    expect(
      requests.every((params) => params.get('outstanding') === 'true' || params.get('per_page') === '5'),
    ).toBe(true);
  });
});
