import { setupMockApi } from '@portal/api-mocks/testing';
import { markerRoute, panelRoutes, savedFileText } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { estimateCountryChosen } from '@portal/data-access';
import { invoicesRoutes } from '../index';

const { signIn, server, db } = setupMockApi();

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
    // Due Oct 15 with £480 owed: overdue, and part of it paid.
    expect(within(summary).getByText('Overdue · partly paid')).toBeInTheDocument();
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

    const payment = within(section('Payments')).getByRole('group', { name: 'Bank transfer: Paid' });
    expect(within(payment).getByText('£400.00')).toBeInTheDocument();
    expect(within(payment).getByText('Paid Oct 1, 2026')).toBeInTheDocument();
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
    renderInvoice('/panel/invoices/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-000107' })).toBeInTheDocument();
    expect(within(section('Payments')).getByText('No payments yet.')).toBeInTheDocument();
  });

  it('puts the due date in a calendar file, with a reminder three days before', async () => {
    // A day before the due date (15 December): only then is the entry offered. Timers stay real.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T10:00:00Z'));
    onTestFinished(() => void vi.useRealTimers());
    const files: Blob[] = [];
    const names: string[] = [];
    // jsdom has no blob: URLs and saves no files: these stand in for the browser.
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => `blob:http://localhost/${files.push(blob)}`,
      revokeObjectURL: () => undefined,
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const user = userEvent.setup();
    renderInvoice('/panel/invoices/6');
    await user.click(await screen.findByRole('button', { name: 'Add to calendar' }));
    await vi.waitFor(() => expect(names).toEqual(['INV-000106-due.ics']), { timeout: 10_000 });
    const text = await savedFileText(files[0]);
    expect(text).toContain('DTSTART;VALUE=DATE:20261215');
    expect(text).toContain('SUMMARY:Invoice INV-000106 due: £880.00');
    expect(text).toMatch(/BEGIN:VALARM[\s\S]*\r\nTRIGGER:-P3D\r\n[\s\S]*END:VALARM/);
  });

  it('offers no calendar entry for a paid invoice', async () => {
    renderInvoice('/panel/invoices/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-000101' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).not.toBeInTheDocument();
  });

  describe('payment timeline', () => {
    const attempts = () => within(section('Payments')).getAllByRole('group');

    /** The seed's transfer was started on Nov 20 and is expected by Nov 23; only Date is faked, msw keeps its timers. */
    function today(day: string) {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(`${day}T12:00:00Z`));
    }
    afterEach(() => vi.useRealTimers());

    it('a bank transfer on its way: the instructions again, the expected arrival, references to copy', async () => {
      today('2026-11-21');
      renderInvoice('/panel/invoices/6');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Invoice INV-000106' }),
      ).toBeInTheDocument();
      const [transfer] = attempts();
      expect(transfer).toHaveAccessibleName('Bank transfer (TransferMate): Waiting for your bank transfer');
      expect(within(transfer).getByText('Started Fri, Nov 20, 2026, 9:30 AM')).toBeInTheDocument();
      expect(
        within(transfer).getByText(
          'Expected to arrive by Nov 23, 2026. Once it arrives, this shows as paid.',
        ),
      ).toBeInTheDocument();
      expect(within(transfer).getByText('Send the transfer to')).toBeInTheDocument();
      expect(within(transfer).getByText('GB33DEMO12345612345678')).toBeInTheDocument();
      expect(within(transfer).getByText('DEMOGB2L')).toBeInTheDocument();
      expect(within(transfer).getAllByText('PAY-4003-BR')).toHaveLength(2);
      expect(within(transfer).getAllByText('£880.00')).toHaveLength(2);
      expect(within(transfer).getAllByRole('button', { name: /copy/i }).length).toBeGreaterThanOrEqual(6);
      expect(within(transfer).queryByText(/^Late/)).not.toBeInTheDocument();
    });

    it('a bank transfer past the day it was expected says it is late and what to do next', async () => {
      today('2026-11-25');
      renderInvoice('/panel/invoices/6');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Invoice INV-000106' }),
      ).toBeInTheDocument();
      const [transfer] = attempts();
      const late = within(transfer).getByRole('alert');
      expect(late).toHaveTextContent('Late: this transfer was expected by Nov 23, 2026');
      expect(late).toHaveTextContent(
        'Check with your bank that the money has left your account and that the transfer carries the reference PAY-4003-BR.',
      );
      expect(
        within(late).getByRole('link', { name: 'Ask the student office about this transfer' }),
      ).toHaveAttribute('href', '/panel/request');
      expect(within(transfer).queryByText(/^Expected to arrive by/)).not.toBeInTheDocument();
      // The instructions stay, to compare with what the bank sent.
      expect(within(transfer).getByText('GB33DEMO12345612345678')).toBeInTheDocument();
    });

    it('names our reference and PayPal’s apart', async () => {
      renderInvoice('/panel/invoices/6');
      await screen.findByRole('heading', { level: 1, name: 'Invoice INV-000106' });
      const [, failed] = attempts();
      expect(failed).toHaveTextContent('Payment reference: PAY-4002');
      expect(failed).toHaveTextContent('PayPal order reference: DEMO-ORDER-4002');
      expect(within(failed).queryByText(/Reference at/)).not.toBeInTheDocument();
    });

    it('a failed and a cancelled attempt, newest first, each with when it ended and the gateway reference', async () => {
      renderInvoice('/panel/invoices/6');
      await screen.findByRole('heading', { level: 1, name: 'Invoice INV-000106' });
      const [, failed, cancelled] = attempts();
      expect(failed).toHaveAccessibleName('PayPal: Failed');
      expect(
        within(failed).getByText('Started Mon, Nov 2, 2026, 8:50 AM · failed Mon, Nov 2, 2026, 8:52 AM'),
      ).toBeInTheDocument();
      expect(within(failed).getByText('DEMO-ORDER-4002')).toBeInTheDocument();
      expect(within(failed).getByText('£910.12')).toBeInTheDocument();
      expect(cancelled).toHaveAccessibleName('Flywire: Cancelled');
      expect(within(cancelled).getByText(/cancelled Mon, Nov 2, 2026, 8:46 AM/)).toBeInTheDocument();
      expect(within(cancelled).getByText('DEM-2026-1102-0932')).toBeInTheDocument();
      expect(within(cancelled).queryByText('Send the transfer to')).not.toBeInTheDocument();
    });

    it('a checkout left open at the gateway shows as started', async () => {
      renderInvoice('/panel/invoices/10');
      await screen.findByRole('heading', { level: 1, name: 'Invoice INV-000110' });
      const [started] = attempts();
      expect(started).toHaveAccessibleName('PayPal: Started');
      expect(within(started).getByText('Started Wed, Nov 4, 2026, 5:05 PM')).toBeInTheDocument();
      expect(within(started).getByText('DEMO-ORDER-4004')).toBeInTheDocument();
    });

    it('an online payment that went through shows as paid, with the gateway reference', async () => {
      renderInvoice('/panel/invoices/3');
      await screen.findByRole('heading', { level: 1, name: 'Invoice INV-000103' });
      expect(attempts()).toHaveLength(1);
      const [paid] = attempts();
      expect(paid).toHaveAccessibleName('Flywire: Paid');
      expect(within(paid).getByText(/paid Tue, Sep 1, 2026, 11:14 AM/)).toBeInTheDocument();
      expect(within(paid).getByText('DEM-2026-0901-4471')).toBeInTheDocument();
    });
  });

  describe('amount due in the student’s own currency', () => {
    const amountDue = () =>
      within(section('Summary')).getByText('Amount due').closest('.ant-descriptions-item') as HTMLElement;

    function conversions() {
      const seen: string[] = [];
      server.events.on('request:start', ({ request }) => {
        const url = new URL(request.url);
        if (url.pathname === '/payment/transfermate/conversions') seen.push(url.search);
      });
      return seen;
    }

    it('shows an estimate in yen for a Japanese student, labelled with the rate and its time', async () => {
      const seen = conversions();
      signIn('demo2@student.test');
      renderRoutes(panelRoutes(invoicesRoutes), { url: '/panel/invoices/14' });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Invoice INV-000214' }),
      ).toBeInTheDocument();
      expect(
        await within(amountDue()).findByText(
          /^About ¥191,500: an estimate at £1 = 191.5 JPY \(rate of .+\)\. You are charged in pounds\.$/,
        ),
      ).toBeInTheDocument();
      expect(within(amountDue()).getByText('£1,000.00')).toBeInTheDocument();
      expect(seen).toEqual(['?country_code=JP&amount=1000']);
    });

    it('uses the currency the student chose, kept with the interface state', async () => {
      const { store } = renderInvoice('/panel/invoices/4');
      store.dispatch(estimateCountryChosen('BR'));
      expect(await screen.findByText(/^About R\$3,033.60: an estimate/)).toBeInTheDocument();
      expect(store.getState().interface.estimateCountry).toBe('BR');
    });

    it('shows no estimate for a student who pays in pounds, and asks nothing', async () => {
      const seen = conversions();
      const student = db.findStudent(1001);
      if (student) student.nationality_id = 44;
      renderInvoice('/panel/invoices/4');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Invoice INV-000104' }),
      ).toBeInTheDocument();
      expect(within(amountDue()).getByText('£480.00')).toBeInTheDocument();
      expect(screen.queryByText(/an estimate/)).not.toBeInTheDocument();
      expect(seen).toEqual([]);
    });

    it('estimates in reais for Ana, who is Brazilian', async () => {
      const seen = conversions();
      renderInvoice('/panel/invoices/4');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Invoice INV-000104' }),
      ).toBeInTheDocument();
      expect(await within(amountDue()).findByText(/^About R\$3,033.60: an estimate/)).toBeInTheDocument();
      expect(seen).toEqual(['?country_code=BR&amount=480']);
    });

    it('never asks an estimate for a country the provider does not list', async () => {
      const seen = conversions();
      let listed = false;
      server.events.on('response:mocked', ({ request }) => {
        if (new URL(request.url).pathname === '/payment/transfermate/countries') listed = true;
      });
      const student = db.findStudent(1001);
      // The Netherlands: a nationality the portal knows, a country the bank-transfer provider does not list.
      if (student) student.nationality_id = 31;
      renderInvoice('/panel/invoices/4');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Invoice INV-000104' }),
      ).toBeInTheDocument();
      // Once the provider's list is in, the page would have asked by now if it were going to.
      await waitFor(() => expect(listed).toBe(true));
      await waitFor(() => expect(within(amountDue()).getByText('£480.00')).toBeInTheDocument());
      expect(seen).toEqual([]);
      expect(screen.queryByText(/an estimate/)).not.toBeInTheDocument();
    });

    it('hides the estimate quietly when the conversion fails', async () => {
      const seen = conversions();
      server.use(
        http.get('*/payment/transfermate/conversions', () =>
          HttpResponse.json({ error: { message: 'down' } }, { status: 503 }),
        ),
      );
      signIn('demo2@student.test');
      renderRoutes(panelRoutes(invoicesRoutes), { url: '/panel/invoices/14' });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Invoice INV-000214' }),
      ).toBeInTheDocument();
      await waitFor(() => expect(seen.length).toBeGreaterThan(0));
      expect(within(amountDue()).getByText('£1,000.00')).toBeInTheDocument();
      expect(screen.queryByText(/an estimate/)).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
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
    const retry = await screen.findByRole('button', { name: 'Try again' });
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

  it('shows the lines as stacked cards with the totals under them, and the payments as the timeline', async () => {
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

    // Payments are the timeline, which reads down the page at any width: no table to squeeze.
    const payments = section('Payments');
    expect(within(payments).queryByRole('table')).not.toBeInTheDocument();
    expect(within(payments).getByRole('group', { name: 'Bank transfer: Paid' })).toHaveTextContent('£400.00');
  });
});
