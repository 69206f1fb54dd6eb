import { setupStore, startStore, type AppStore } from '@portal/data-access';
import { useGetInvoicePageQuery } from '@portal/invoices/data-access';
import { installGatewayStandIns, removeGatewayStandIns, setupMockApi } from '@portal/api-mocks/testing';
import { renderRoutes } from '@portal/ui/testing';
import { updateHolds } from '@portal/ui-light';
import { encodePaymentPayload, formatDate, isoInDays } from '@portal/util';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Outlet } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentsRoutes } from '../index';

/** Shows an invoice's status from the invoices cache, as the list does, beside the page under test. */
function InvoiceProbe({ invoiceId }: { invoiceId: number }) {
  const { data } = useGetInvoicePageQuery({
    page: 1,
    per_page: 50,
    status: null,
    sort: 'issue_date',
    order: 'desc',
  });
  const invoice = data?.items.find((candidate) => candidate.id === invoiceId);
  return <p data-testid="probe">{invoice ? `${invoice.number}: ${invoice.status}` : 'none'}</p>;
}

function renderPay(mock: ReturnType<typeof setupMockApi>, url: string, probeInvoiceId = 7, store?: AppStore) {
  mock.signIn();
  const requests: string[] = [];
  mock.server.events.on('request:start', ({ request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  const view = renderRoutes(
    [
      {
        path: '/panel',
        element: (
          <>
            <InvoiceProbe invoiceId={probeInvoiceId} />
            <Outlet />
          </>
        ),
        children: paymentsRoutes,
      },
    ],
    { url, ...(store ? { store } : {}) },
  );
  return { ...view, requests };
}

const mock = setupMockApi();
const { db, server } = mock;

beforeEach(() => installGatewayStandIns());
afterEach(() => removeGatewayStandIns());

const checkouts = (requests: string[]) => requests.filter((request) => request === 'POST /payment/checkout');

async function choose(gateway: RegExp) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('radio', { name: gateway }));
  return user;
}

async function expectPaid(invoiceId = 7, number = 'INV-000107') {
  expect(await screen.findByText('Payment received')).toBeInTheDocument();
  // The success icon is decorative, not read out as "check-circle".
  expect(screen.queryByRole('img', { name: 'check-circle' })).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent(`${number}: paid`));
  expect(db.findInvoice(1001, invoiceId)).toMatchObject({ status: 'paid', amount_due: 0 });
}

describe('pay page: links', () => {
  it.each([
    ['/panel/pay/invoice/7/!!!', 'The payment details in this link are damaged.'],
    ['/panel/pay/lottery/7', 'This link names a kind of payment the portal does not know.'],
    ['/panel/pay/invoice/seven', 'The invoice number in this link is not valid.'],
    ['/panel/pay/invoice', 'This link does not say which invoice to pay.'],
    [`/panel/pay/products/${'A'.repeat(3000)}`, 'The payment details in this link are too long to be real.'],
  ])('%s says what is wrong, starts nothing and links back', async (url, reason) => {
    const { requests } = renderPay(mock, url);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This payment link is not valid' }),
    ).toBeInTheDocument();
    expect(screen.getByText(reason, { exact: false })).toBeInTheDocument();
    expect(screen.getByText('No payment was started.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to invoices' })).toHaveAttribute('href', '/panel/invoices');
    expect(requests.filter((request) => request.includes('/payment/'))).toEqual([]);
  });

  it('says so for an invoice that is not the student’s', async () => {
    renderPay(mock, '/panel/pay/invoice/14');
    expect(await screen.findByText('This invoice does not exist or is not yours.')).toBeInTheDocument();
  });

  it('prices items from the path through the API, never from the URL', async () => {
    const payload = encodePaymentPayload({
      items: [
        { kind: 'product', id: 1, quantity: 2 },
        { kind: 'membership', id: 1, quantity: 1 },
      ],
    });
    renderPay(mock, `/panel/pay/products/${payload}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay for your order' })).toBeInTheDocument();
    expect(await screen.findByText('Bedding set')).toBeInTheDocument();
    expect(screen.getByText('Student membership, yearly')).toBeInTheDocument();
    expect(
      within(screen.getByText('Amount due').closest('tr') as HTMLElement).getByText('£139.00'),
    ).toBeInTheDocument();
  });

  it('names tickets with their event, with the day and each guest’s dinner chosen', async () => {
    const [day] = db.content.attractions[0]?.tickets[0]?.days_on_sale ?? [];
    if (!day) throw new Error('The cruise has no day on sale');
    const payload = encodePaymentPayload({
      items: [
        { kind: 'product', id: 902, quantity: 2, options: { 'meal.1': 'Fish', 'meal.2': 'Vegetarian' } },
        { kind: 'product', id: 951, quantity: 1, options: { date: day.date, time: '14:00' } },
      ],
    });
    renderPay(mock, `/panel/pay/products/${payload}`);
    const vip = (await screen.findByText('Thames boat party: VIP ticket')).closest('tr') as HTMLElement;
    expect(within(vip).getByText('Guest 1: Fish, Guest 2: Vegetarian')).toBeInTheDocument();
    const cruise = screen.getByText('Thames river cruise: Single journey').closest('tr') as HTMLElement;
    expect(within(cruise).getByText(`${formatDate(day.date)} · 14:00`)).toBeInTheDocument();
  });
});

describe('pay page: back where the purchase started', () => {
  const back = async (name: string) => {
    const link = await screen.findByRole('link', { name });
    await screen.findByRole('radio', { name: /PayPal/ });
    return link;
  };

  it('leads a basket checkout back to the basket, not to the booking its lines name', async () => {
    const payload = encodePaymentPayload({
      items: [{ kind: 'product', id: 1, quantity: 1, options: { invoice_id: 9 } }],
      return_to: 'basket',
    });
    renderPay(mock, `/panel/pay/products/9/${payload}`);
    expect(await back('Back to the basket')).toHaveAttribute('href', '/panel/basket');
    expect(screen.queryByRole('link', { name: 'Back to the invoice' })).not.toBeInTheDocument();
  });

  it.each([
    ['membership', 'membership', 1, 'Back to membership', '/panel/membership'],
    ['onboardingpack', 'onboarding_pack', 3, 'Back to onboarding packs', '/panel/onboarding-packs'],
  ] as const)('leads a %s back to its page', async (type, kind, id, name, href) => {
    const payload = encodePaymentPayload({ items: [{ kind, id, quantity: 1 }] });
    renderPay(mock, `/panel/pay/${type}/${payload}`);
    expect(await back(name)).toHaveAttribute('href', href);
    expect(screen.queryByRole('link', { name: 'Back to invoices' })).not.toBeInTheDocument();
  });

  it('leads an e-SIM back to the e-SIM page, and once paid on to installing it', async () => {
    const payload = encodePaymentPayload({
      items: [{ kind: 'product', id: 403, quantity: 1 }],
      return_to: 'esim',
    });
    renderPay(mock, `/panel/pay/products/${payload}`);
    expect(await back('Back to the e-SIM')).toHaveAttribute('href', '/panel/hubby');
    const user = await choose(/PayPal/);
    await user.click(screen.getByRole('button', { name: /^Pay £/ }));
    await user.click(await screen.findByRole('button', { name: 'Approve payment (demo)' }));
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Install your e-SIM' })).toHaveAttribute('href', '/panel/hubby');
  });

  it('leads an invoice payment back to its invoice', async () => {
    renderPay(mock, '/panel/pay/invoice/7');
    expect(await back('Back to the invoice')).toHaveAttribute('href', '/panel/invoices/7');
  });
});

describe('pay page: choice and fees', () => {
  it('shows what is paid, each gateway with its fee and total, and the chosen total', async () => {
    renderPay(mock, '/panel/pay/invoice/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pay invoice INV-000107' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Cambridge C1 exam fee')).toBeInTheDocument();
    expect(
      within(screen.getByText('Amount due').closest('tr') as HTMLElement).getByText('£255.50'),
    ).toBeInTheDocument();
    const option = (name: RegExp) => screen.getByRole('radio', { name }).closest('label');
    expect(option(/PayPal/)).toHaveTextContent('PayPal · Fee £8.89 · Total to pay £264.39');
    expect(option(/Flywire/)).toHaveTextContent('Flywire · Fee £3.83 · Total to pay £259.33');
    expect(option(/Bank transfer/)).toHaveTextContent(
      'Bank transfer (TransferMate) · No fee · Total to pay £255.50',
    );
    expect(screen.getByRole('button', { name: 'Pay £255.50' })).toBeDisabled();
    await choose(/PayPal/);
    expect(screen.getByRole('button', { name: 'Pay £264.39' })).toBeEnabled();
  });

  it('estimates the amount due in the student’s home currency; the charge stays in pounds', async () => {
    const student = db.findStudent(1001);
    if (student) student.nationality_id = 81;
    renderPay(mock, '/panel/pay/invoice/7');
    const due = (await screen.findByText('Amount due')).closest('tr') as HTMLElement;
    expect(
      await within(due).findByText(/^About ¥48,928: an estimate at £1 = 191.5 JPY \(rate of .+\)/),
    ).toBeInTheDocument();
    await choose(/PayPal/);
    expect(screen.getByRole('button', { name: 'Pay £264.39' })).toBeEnabled();
  });

  it('shows no estimate when the conversion fails', async () => {
    const student = db.findStudent(1001);
    if (student) student.nationality_id = 81;
    server.use(http.get('*/payment/transfermate/conversions', () => HttpResponse.json({}, { status: 500 })));
    renderPay(mock, '/panel/pay/invoice/7');
    await choose(/PayPal/);
    expect(screen.getByRole('button', { name: 'Pay £264.39' })).toBeEnabled();
    expect(screen.queryByText(/an estimate/)).not.toBeInTheDocument();
  });

  it('sends one checkout for a double click on Pay', async () => {
    const { requests } = renderPay(mock, '/panel/pay/invoice/7');
    const user = await choose(/PayPal/);
    await user.dblClick(screen.getByRole('button', { name: 'Pay £264.39' }));
    expect(await screen.findByRole('button', { name: 'Approve payment (demo)' })).toBeInTheDocument();
    expect(checkouts(requests)).toHaveLength(1);
  });

  it('blocks paying again while a payment of the invoice is pending, and can check it', async () => {
    db.payments.create({
      student_id: 1001,
      invoice_id: 7,
      invoice_number: 'INV-000107',
      date: '2026-11-20T10:00:00.000Z',
      gateway: 'transfermate',
      amount: 255.5,
      fee: 0,
      currency: 'GBP',
      status: 'pending',
    });
    const user = userEvent.setup();
    const { requests } = renderPay(mock, '/panel/pay/invoice/7');
    expect(await screen.findByText('A payment is already being processed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check the payment status' }));
    await expectPaid();
    expect(checkouts(requests)).toHaveLength(0);
  });

  it('says when the API refuses a second payment', async () => {
    const user = await (async () => {
      renderPay(mock, '/panel/pay/invoice/7');
      return choose(/Flywire/);
    })();
    db.payments.create({
      student_id: 1001,
      invoice_id: 7,
      invoice_number: 'INV-000107',
      date: '2026-11-20T10:00:00.000Z',
      gateway: 'paypal',
      amount: 255.5,
      fee: 8.89,
      currency: 'GBP',
      status: 'pending',
    });
    await user.click(screen.getByRole('button', { name: 'Pay £259.33' }));
    expect(await screen.findByText('A payment is already being processed')).toBeInTheDocument();
  });

  it('says an invoice is already paid', async () => {
    renderPay(mock, '/panel/pay/invoice/1');
    expect(await screen.findByText('This invoice is already paid')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'check-circle' })).not.toBeInTheDocument();
  });
});

describe('pay page: PayPal', () => {
  it('pays with the PayPal buttons, verifies and shows the receipt; the invoice is paid everywhere', async () => {
    const { requests } = renderPay(mock, '/panel/pay/invoice/7');
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('INV-000107: unpaid'));
    const user = await choose(/PayPal/);
    await user.click(screen.getByRole('button', { name: 'Pay £264.39' }));
    await user.click(await screen.findByRole('button', { name: 'Approve payment (demo)' }));
    await expectPaid();
    expect(requests).toContain('POST /payment/paypal/capture_order');
    expect(
      within(screen.getByText('Paid with').closest('tr') as HTMLElement).getByText('PayPal'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the invoice' })).toHaveAttribute(
      'href',
      '/panel/invoices/7',
    );
  });

  it('names both references on the receipt and shows the total charged', async () => {
    renderPay(mock, '/panel/pay/invoice/7');
    const user = await choose(/PayPal/);
    await user.click(screen.getByRole('button', { name: 'Pay £264.39' }));
    await user.click(await screen.findByRole('button', { name: 'Approve payment (demo)' }));
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    const row = (label: string) => screen.getByText(label).closest('tr') as HTMLElement;
    expect(row('Payment reference')).toHaveTextContent(/^Payment referencePAY-\d+$/);
    expect(row('PayPal order reference')).toHaveTextContent(/^PayPal order referenceDEMO-ORDER-\d+$/);
    expect(row('Amount')).toHaveTextContent('£255.50');
    expect(row('Fee')).toHaveTextContent('£8.89');
    expect(row('Total charged')).toHaveTextContent('£264.39');
    expect(screen.queryByText('Reference')).not.toBeInTheDocument();
  });

  it('comes back to the choice with a message when the student cancels, and can pay again', async () => {
    renderPay(mock, '/panel/pay/invoice/7');
    const user = await choose(/PayPal/);
    await user.click(screen.getByRole('button', { name: 'Pay £264.39' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel (demo)' }));
    expect(
      await screen.findByText('You cancelled the PayPal payment. Nothing was charged.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /PayPal/ }));
    await user.click(screen.getByRole('button', { name: 'Pay £264.39' }));
    expect(await screen.findByRole('button', { name: 'Approve payment (demo)' })).toBeInTheDocument();
  });

  it('says so when PayPal fails', async () => {
    renderPay(mock, '/panel/pay/invoice/7');
    const user = await choose(/PayPal/);
    await user.click(screen.getByRole('button', { name: 'Pay £264.39' }));
    await user.click(await screen.findByRole('button', { name: 'Fail (demo)' }));
    expect(await screen.findByText(/PayPal reported a problem/)).toBeInTheDocument();
    expect(db.findInvoice(1001, 7)?.status).toBe('unpaid');
  });

  it('says when the PayPal script cannot load, and retries', async () => {
    removeGatewayStandIns();
    renderPay(mock, '/panel/pay/invoice/7');
    const user = await choose(/PayPal/);
    await user.click(screen.getByRole('button', { name: 'Pay £264.39' }));
    await waitFor(() => expect(document.head.querySelector('script[src*="paypal-sdk.js"]')).not.toBeNull());
    document.head.querySelector('script[src*="paypal-sdk.js"]')?.dispatchEvent(new Event('error'));
    expect(await screen.findByText(/PayPal could not be loaded/)).toBeInTheDocument();
    installGatewayStandIns();
    await user.click(screen.getByRole('button', { name: 'Load PayPal again' }));
    expect(await screen.findByRole('button', { name: 'Approve payment (demo)' })).toBeInTheDocument();
  });

  it('tells the student when the payment is not confirmed', async () => {
    server.use(
      http.get('*/student_portal/payment/:id', ({ params }) => {
        const stored = db.payments.find(1001, Number(params['id']));
        if (stored) stored.status = 'failed';
        return HttpResponse.json({
          data: {
            id: Number(params['id']),
            invoice_id: 7,
            invoice_number: 'INV-000107',
            date: '2026-11-20',
            gateway: 'paypal',
            amount: 255.5,
            fee: 8.89,
            currency: 'GBP',
            status: 'failed',
            reference: null,
          },
        });
      }),
    );
    renderPay(mock, '/panel/pay/invoice/7');
    const user = await choose(/PayPal/);
    await user.click(screen.getByRole('button', { name: 'Pay £264.39' }));
    await user.click(await screen.findByRole('button', { name: 'Approve payment (demo)' }));
    expect(await screen.findByText('The payment did not go through')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose another way to pay' }));
    expect(await screen.findByRole('radio', { name: /Flywire/ })).toBeInTheDocument();
  });
});

describe('pay page: the network drops at the gateway', () => {
  afterEach(() => vi.restoreAllMocks());

  it('tells the student while offline, never offers Pay again, and back online shows the payment paid', async () => {
    let online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    // PayPal takes the payment and the API records it; the answer is lost with the network (once).
    server.use(
      http.post(
        '*/payment/paypal/capture_order',
        async ({ request }) => {
          const { payment_id } = (await request.json()) as { payment_id: number };
          const stored = db.payments.find(1001, payment_id);
          if (stored) stored.status = 'pending';
          online = false;
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    const { requests } = renderPay(mock, '/panel/pay/invoice/7');
    const user = await choose(/PayPal/);
    await user.click(screen.getByRole('button', { name: 'Pay £264.39' }));
    await user.click(await screen.findByRole('button', { name: 'Approve payment (demo)' }));
    expect(await screen.findByText('You are offline')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay £/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /PayPal/ })).not.toBeInTheDocument();

    online = true;
    window.dispatchEvent(new Event('online'));
    await expectPaid();
    expect(checkouts(requests)).toHaveLength(1);
  });
});

describe('pay page: a PayPal approval whose capture never reached the API', () => {
  let online = true;
  let stop: (() => void) | null = null;
  beforeEach(() => {
    online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  afterEach(() => {
    stop?.();
    stop = null;
    window.localStorage.clear();
    vi.restoreAllMocks();
  });

  /** The portal's store as the shell starts it: kept interface state and the online listener. */
  function startedStore() {
    mock.signIn();
    const store = setupStore();
    const { persistor, stopListeners } = startStore(store);
    stop = () => {
      stopListeners();
      persistor.pause();
    };
    return store;
  }

  const captures = (requests: string[]) =>
    requests.filter((request) => request === 'POST /payment/paypal/capture_order');

  it('is captured once the connection is back, exactly once, and the invoice is paid', async () => {
    // The device goes offline as the student approves: the capture never reaches the API.
    server.use(
      http.post(
        '*/payment/paypal/capture_order',
        () => {
          online = false;
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    const { requests } = renderPay(mock, '/panel/pay/invoice/7', 7, startedStore());
    const user = await choose(/PayPal/);
    await user.click(screen.getByRole('button', { name: 'Pay £264.39' }));
    await user.click(await screen.findByRole('button', { name: 'Approve payment (demo)' }));
    expect(await screen.findByText('You are offline')).toBeInTheDocument();
    expect(db.payments.list(1001).find((entry) => entry.invoice_id === 7)?.status).toBe('created');
    expect(captures(requests)).toHaveLength(1);

    online = true;
    window.dispatchEvent(new Event('online'));
    await expectPaid();
    // The lost one, then one more: the page's check and the store's online listener share it.
    expect(captures(requests)).toHaveLength(2);
    expect(checkouts(requests)).toHaveLength(1);
  });

  it('is kept across a reload: the pay page shows it instead of a new payment, and it is sent once online', async () => {
    const stored = db.payments.create({
      student_id: 1001,
      invoice_id: 7,
      invoice_number: 'INV-000107',
      date: '2026-11-25T10:00:00.000Z',
      gateway: 'paypal',
      amount: 255.5,
      fee: 8.89,
      currency: 'GBP',
      status: 'created',
    });
    stored.order_id = `DEMO-ORDER-${stored.id}`;
    // What the last visit kept (redux-persist's form) when its capture was lost.
    const approval = {
      payment_id: stored.id,
      order_id: stored.order_id,
      paypal_region: 'GB',
      invoice_id: 7,
      total: 264.39,
      currency: 'GBP',
      approved_at: '2026-11-25T10:01:00.000Z',
      student_id: null,
    };
    window.localStorage.setItem(
      'persist:interface',
      JSON.stringify({
        sidebarExpanded: 'false',
        estimateCountry: 'null',
        paypalApprovals: JSON.stringify([approval]),
        _persist: JSON.stringify({ version: -1, rehydrated: true }),
      }),
    );
    online = false;
    const { requests } = renderPay(mock, '/panel/pay/invoice/7', 7, startedStore());
    expect(await screen.findByText('Your PayPal payment is waiting to be confirmed')).toBeInTheDocument();
    expect(screen.getByText(/You approved £264\.39 with PayPal/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay £/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /PayPal/ })).not.toBeInTheDocument();
    expect(captures(requests)).toHaveLength(0);

    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(db.findInvoice(1001, 7)).toMatchObject({ status: 'paid', amount_due: 0 }));
    expect(await screen.findByText('This invoice is already paid')).toBeInTheDocument();
    expect(captures(requests)).toHaveLength(1);
    expect(checkouts(requests)).toHaveLength(0);
  });

  it('offline at Pay, says once why the payment could not start and what to do', async () => {
    server.use(http.post('*/payment/checkout', () => HttpResponse.error()));
    renderPay(mock, '/panel/pay/invoice/7');
    const user = await choose(/PayPal/);
    online = false;
    await user.click(screen.getByRole('button', { name: 'Pay £264.39' }));
    const alert = await screen.findByText(/Your device is offline, so the payment was not started/);
    expect(alert).toHaveTextContent('Connect to the internet, then press Pay again.');
    expect(screen.getAllByText('The payment could not be started')).toHaveLength(1);
  });
});

describe('pay page: focus and feedback', () => {
  it('takes focus to the gateway step after Pay and to the outcome after Approve', async () => {
    renderPay(mock, '/panel/pay/invoice/7');
    const user = await choose(/PayPal/);
    await user.click(screen.getByRole('button', { name: 'Pay £264.39' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Pay with PayPal' })).toHaveFocus(),
    );
    await user.click(await screen.findByRole('button', { name: 'Approve payment (demo)' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Payment received' })).toHaveFocus(),
    );
  });

  it('shows that the approval is being confirmed and takes no more clicks meanwhile', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(
        '*/payment/paypal/capture_order',
        async () => {
          await answered;
          // Nothing returned: the demo API's own handler answers, late.
          return undefined;
        },
        { once: true },
      ),
    );
    renderPay(mock, '/panel/pay/invoice/7');
    const user = await choose(/PayPal/);
    await user.click(screen.getByRole('button', { name: 'Pay £264.39' }));
    const approve = await screen.findByRole('button', { name: 'Approve payment (demo)' });
    await user.click(approve);
    const busy = await screen.findByRole('button', { name: /Confirming your payment with PayPal/ });
    expect(busy).toHaveClass('ant-btn-loading');
    expect(
      within(screen.getByRole('status')).getByText('Confirming your payment with PayPal…'),
    ).toBeInTheDocument();
    expect(approve.closest('[inert]')).not.toBeNull();
    answer();
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
  });

  it('names what a part-paid invoice has had paid, between its lines and the amount due', async () => {
    renderPay(mock, '/panel/pay/invoice/4', 4);
    const due = (await screen.findByText('Amount due')).closest('tr') as HTMLElement;
    const paid = screen.getByText('Already paid').closest('tr') as HTMLElement;
    expect(paid).toHaveTextContent('£400.00');
    expect(due).toHaveTextContent('£480.00');
    expect(paid.compareDocumentPosition(due) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const cleaning = screen.getAllByText('Cleaning service')[0]?.closest('tr') as HTMLElement;
    expect(cleaning.compareDocumentPosition(paid) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('pay page: app updates wait for the payment', () => {
  it('does not hold while the student only chooses; holds from checkout until the outcome shows', async () => {
    renderPay(mock, '/panel/pay/invoice/7');
    const user = await choose(/Flywire/);
    expect(updateHolds.isHeld()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Pay £259.33' }));
    await user.click(await screen.findByRole('button', { name: 'Open the Flywire checkout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Flywire checkout (demo)' });
    expect(updateHolds.isHeld()).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Approve payment (demo)' }));
    await expectPaid();
    expect(updateHolds.isHeld()).toBe(false);
  });

  it('releases the hold when the student cancels at the gateway and is back at the choice', async () => {
    renderPay(mock, '/panel/pay/invoice/7');
    const user = await choose(/PayPal/);
    await user.click(screen.getByRole('button', { name: 'Pay £264.39' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel (demo)' }));
    expect(
      await screen.findByText('You cancelled the PayPal payment. Nothing was charged.'),
    ).toBeInTheDocument();
    expect(updateHolds.isHeld()).toBe(false);
  });
});

describe('pay page: verification', () => {
  afterEach(() => vi.useRealTimers());

  it('says a payment is still being processed when the provider does not confirm in time, and can check again', async () => {
    // The page asks again over about ten seconds: the clock is moved on, not waited for. It also runs on by
    // itself, for what the page and antd schedule meanwhile.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: 'pending' | 'completed' = 'pending';
    server.use(
      http.get('*/student_portal/payment/:id', ({ params }) =>
        HttpResponse.json({
          data: {
            id: Number(params['id']),
            invoice_id: 7,
            invoice_number: 'INV-000107',
            date: '2026-11-20',
            gateway: 'paypal',
            amount: 255.5,
            fee: 8.89,
            currency: 'GBP',
            status: answer,
            reference: 'PAY-1',
          },
        }),
      ),
    );
    renderPay(mock, '/panel/pay/invoice/7');
    const user = await choose(/PayPal/);
    await user.click(screen.getByRole('button', { name: 'Pay £264.39' }));
    await user.click(await screen.findByRole('button', { name: 'Approve payment (demo)' }));
    expect(await screen.findByText('Verifying your payment…')).toBeInTheDocument();
    // Each look moves the clock past the next pause; the question after it is answered meanwhile.
    await vi.waitFor(async () => {
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(screen.getByText('Your payment is still being processed')).toBeInTheDocument();
    }, 15_000);
    answer = 'completed';
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
  }, 40_000);
});

describe('pay page: Flywire', () => {
  async function openFlywire() {
    const view = renderPay(mock, '/panel/pay/invoice/7');
    const user = await choose(/Flywire/);
    await user.click(screen.getByRole('button', { name: 'Pay £259.33' }));
    await user.click(await screen.findByRole('button', { name: 'Open the Flywire checkout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Flywire checkout (demo)' });
    return { ...view, user, dialog };
  }

  it('opens the checkout with the payer’s details, and a completed payment is verified and paid', async () => {
    const { user, dialog, requests } = await openFlywire();
    expect(within(dialog).getByText('Payer: Ana Silva')).toBeInTheDocument();
    expect(within(dialog).getByText('Amount: 259.33 GBP')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve payment (demo)' }));
    await expectPaid();
    expect(requests).toEqual(
      expect.arrayContaining([
        'POST /student_portal/flywire/payment_callback',
        'POST /student_portal/flywire/notification',
      ]),
    );
  });

  it('logs a cancel and comes back to the choice', async () => {
    const { user, dialog, requests } = await openFlywire();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel (demo)' }));
    expect(
      await screen.findByText('You closed the Flywire checkout. Nothing was charged.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(requests).toContain('POST /logs/flywire_cancel_payment'));
  });

  it('logs a failure and says so', async () => {
    const { user, dialog, requests } = await openFlywire();
    await user.click(within(dialog).getByRole('button', { name: 'Fail (demo)' }));
    expect(
      await screen.findByText('Flywire could not take the payment. Nothing was charged.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(requests).toContain('POST /logs/flywire_failed_payment'));
    expect(db.findInvoice(1001, 7)?.status).toBe('unpaid');
  });

  it('says when the Flywire script cannot load', async () => {
    removeGatewayStandIns();
    renderPay(mock, '/panel/pay/invoice/7');
    const user = await choose(/Flywire/);
    await user.click(screen.getByRole('button', { name: 'Pay £259.33' }));
    await waitFor(() =>
      expect(document.head.querySelector('script[src*="flywire-checkout.js"]')).not.toBeNull(),
    );
    document.head.querySelector('script[src*="flywire-checkout.js"]')?.dispatchEvent(new Event('error'));
    expect(await screen.findByText(/Flywire could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load Flywire again' })).toBeInTheDocument();
  });
});

describe('pay page: bank transfer', () => {
  it('asks the country’s fields, quotes in the payer’s currency, shows the instructions and verifies', async () => {
    const { requests } = renderPay(mock, '/panel/pay/invoice/7');
    const user = await choose(/Bank transfer/);
    await user.click(await screen.findByRole('combobox', { name: 'Country you pay from' }));
    await user.click(await screen.findByTitle('Brazil'));
    expect(await screen.findByText('About R$1,614.76 at 1 GBP = 6.32 BRL')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your name in Chinese characters')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pay £255.50' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(checkouts(requests)).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: 'Payment method' }));
    await user.click(await screen.findByTitle('Pix'));
    await user.click(screen.getByLabelText("Payer's CPF"));
    await user.paste('123.456.789-00');
    await user.click(screen.getByRole('button', { name: 'Pay £255.50' }));

    expect(await screen.findByRole('heading', { name: 'Send your bank transfer' })).toBeInTheDocument();
    expect(screen.getByText('PAY-5001-BR')).toBeInTheDocument();
    expect(screen.getByText('GB33DEMO12345612345678')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Reference' })).toBeInTheDocument();
    // The instructions are open: an app update waits until the status is shown.
    expect(updateHolds.isHeld()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'I have sent the transfer: check the status' }));
    await expectPaid();
    expect(updateHolds.isHeld()).toBe(false);
  }, 60_000);
});

describe('pay page: bank transfer, a pasted document number past the limit', () => {
  it('keeps the paste whole and says the limit, and pays nothing until it fits', async () => {
    const { requests } = renderPay(mock, '/panel/pay/invoice/7');
    const user = await choose(/Bank transfer/);
    await user.click(await screen.findByRole('combobox', { name: 'Country you pay from' }));
    await user.click(await screen.findByTitle('Brazil'));
    await user.click(await screen.findByRole('combobox', { name: 'Payment method' }));
    await user.click(await screen.findByTitle('Pix'));
    const document = screen.getByLabelText("Payer's CPF");
    await user.click(document);
    const pasted = '123.456.789-00 '.repeat(3).trim();
    await user.paste(pasted);

    expect(document).toHaveValue(pasted);
    expect(await screen.findByText('At most 40 characters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay £255.50' }));
    expect(checkouts(requests)).toHaveLength(0);
  }, 60_000);
});

describe('pay page: a storage booking', () => {
  /** A storage booking as POST /storage_service/checkout leaves it: an order waiting for its payment. */
  function bookStorage(studentId = 1001) {
    const booking = { type_id: 1, quantity: 2, pickup_date: isoInDays(3), dropoff_date: isoInDays(13) };
    const booked = db.shop.bookStorage(studentId, booking, null);
    if (!booked.ok) throw new Error(booked.message);
    return booked.order;
  }

  function recordBodies() {
    const bodies: Array<{ path: string; body: Record<string, unknown> }> = [];
    server.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname;
      if (request.method === 'POST' && path.startsWith('/storage_service/checkout/'))
        void request
          .clone()
          .json()
          .then((body: Record<string, unknown>) => bodies.push({ path, body }));
    });
    return bodies;
  }

  it('pays the booking through the storage checkout with PayPal and its region; the order is paid', async () => {
    const order = bookStorage();
    const bodies = recordBodies();
    const { requests } = renderPay(
      mock,
      `/panel/pay/products/${encodePaymentPayload({ order_id: order.id })}`,
    );
    // The item's name, then its choices (the storage dates) on a line of their own.
    const item = order.items[0].name;
    expect(await screen.findByRole('cell', { name: (name) => name.startsWith(item) })).toBeInTheDocument();
    const user = await choose(/PayPal/);
    await user.click(screen.getByRole('button', { name: /^Pay £/ }));
    await user.click(await screen.findByRole('button', { name: 'Approve payment (demo)' }));
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    expect(db.shop.findOrder(1001, order.id)?.status).toBe('paid');
    expect(checkouts(requests)).toHaveLength(0);
    expect(bodies).toEqual([
      {
        path: '/storage_service/checkout/paypal',
        body: expect.objectContaining({ order_id: order.id, paypal_region: 'GB' }),
      },
    ]);
    expect(requests).toContain('POST /payment/paypal/capture_order');
  });

  it('sends the bank-transfer provider’s fields to the storage checkout and shows the instructions', async () => {
    const order = bookStorage();
    const bodies = recordBodies();
    renderPay(mock, `/panel/pay/products/${encodePaymentPayload({ order_id: order.id })}`);
    const user = await choose(/Bank transfer/);
    await user.click(await screen.findByRole('combobox', { name: 'Country you pay from' }));
    await user.click(await screen.findByTitle('Brazil'));
    await user.click(screen.getByRole('combobox', { name: 'Payment method' }));
    await user.click(await screen.findByTitle('Pix'));
    await user.click(screen.getByLabelText("Payer's CPF"));
    await user.paste('123.456.789-00');
    await user.click(screen.getByRole('button', { name: /^Pay £/ }));
    expect(await screen.findByRole('heading', { name: 'Send your bank transfer' })).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        path: '/storage_service/checkout/transfermate',
        body: expect.objectContaining({
          order_id: order.id,
          country_code: 'BR',
          payment_method: 'pix',
          payer_document: '123.456.789-00',
        }),
      },
    ]);
    expect(db.shop.findOrder(1001, order.id)?.status).toBe('pending');
    await user.click(screen.getByRole('button', { name: 'I have sent the transfer: check the status' }));
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    expect(db.shop.findOrder(1001, order.id)?.status).toBe('paid');
  }, 60_000);

  it('says a paid booking is already paid', async () => {
    const order = bookStorage();
    db.shop.completeOrder(1001, order.id, 'pay_demo');
    renderPay(mock, `/panel/pay/products/${encodePaymentPayload({ order_id: order.id })}`);
    expect(await screen.findByText('This booking is already paid')).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Back to orders' }))
      expect(link).toHaveAttribute('href', '/panel/orders');
    expect(screen.queryByRole('radio', { name: /PayPal/ })).not.toBeInTheDocument();
  });

  it('says a link to another student’s booking is not valid', async () => {
    const order = bookStorage(1002);
    renderPay(mock, `/panel/pay/products/${encodePaymentPayload({ order_id: order.id })}`);
    expect(
      await screen.findByRole('heading', { name: 'This payment link is not valid' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This booking does not exist, is not yours or no longer waits for payment.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /PayPal/ })).not.toBeInTheDocument();
  });
});
