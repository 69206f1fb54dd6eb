import { installGatewayStandIns, removeGatewayStandIns, setupMockApi } from '@portal/api-mocks/testing';
import { renderRoutes } from '@portal/ui/testing';
import { apiConfig } from '@portal/data-access';
import { paths } from '@portal/util';
import { i18n, loadLanguage } from '@portal/ui-light';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sponsorLinkRoutes } from '../index';

const mock = setupMockApi();
const { db, server, signIn } = mock;

beforeEach(() => installGatewayStandIns());
afterEach(async () => {
  removeGatewayStandIns();
  // A test that reads the page in Arabic leaves the next one in English.
  await act(() => i18n.changeLanguage('en'));
});

/** Ana invites her father for tuition with a limit, as the panel does; the link is the outbox's. */
async function invite(
  limit: number | null = 2000,
  email = 'demo@student.test',
  language: 'en' | 'ar' = 'en',
) {
  await db.sponsors.invite(
    db.studentForAccessToken(signIn(email).access)?.student_id ?? 0,
    {
      name: 'João Pereira',
      email: 'joao@family.test',
      relationship: 'parent',
      language,
      scope: { kind: 'categories', categories: ['tuition'] },
      limit,
      ends_on: null,
    },
    'http://portal.test',
    'Ana',
  );
  return db.sponsors.outbox.at(-1)?.link.split('/sponsor/')[1] ?? '';
}

function open(token: string) {
  const requests: Request[] = [];
  server.events.on('request:start', ({ request }) => void requests.push(request.clone()));
  renderRoutes(sponsorLinkRoutes, { url: paths.sponsorLink(token) });
  return requests;
}

describe('sponsor page', { timeout: 90_000 }, () => {
  it('refuses a malformed link before any request', async () => {
    const requests = open('not-a-link');
    expect(
      await screen.findByText(
        'This is not a complete sponsor link. Copy the whole link from the e-mail.',
        {},
        {
          timeout: 15_000,
        },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('No information about the student is shown here.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('says a withdrawn link is no longer valid, and shows nothing of the student', async () => {
    const token = await invite();
    const sponsor = db.sponsors.list(1001)[0];
    if (sponsor) sponsor.revoked = true;
    open(token);
    expect(
      await screen.findByText('The student withdrew this link. It is no longer valid.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('You made no payment through this link.')).toBeInTheDocument();
    expect(screen.queryByText(/Ana|INV-|nothing was charged/)).toBeNull();
  });

  it('says an unknown, an expired or a throttled link cannot be used, and shows nothing of the student', async () => {
    const token = await invite(null);
    db.options.now = () => Date.now() + 91 * 24 * 60 * 60_000;
    try {
      open(token);
      expect(
        await screen.findByText('This link has expired. Ask the student for a new invitation.'),
      ).toBeInTheDocument();
      cleanup();
    } finally {
      db.options.now = () => Date.now();
    }

    const unknown = 'A'.repeat(43);
    open(unknown);
    expect(
      await screen.findByText('This link is not valid. Ask the student to send the invitation again.'),
    ).toBeInTheDocument();
    cleanup();

    // Four more wrong links from this client (one above): the fifth try is refused, the good link too.
    for (let attempt = 0; attempt < 4; attempt++)
      await fetch(`${apiConfig.apiUrl}/sponsor/view`, { headers: { 'x-sponsor-token': unknown } });
    open(token);
    expect(
      await screen.findByText(
        'Too many wrong links were tried from your connection. Wait 15 minutes and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('No information about the student is shown here.')).toBeInTheDocument();
    expect(screen.queryByText(/Ana|INV-/)).toBeNull();
  });

  it('shows the shared invoices only, with the student’s first name, without the student’s tokens', async () => {
    const token = await invite();
    const requests = open(token);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay for Ana' })).toBeInTheDocument();
    expect(screen.getByText(/Tuition, spring term/)).toBeInTheDocument();
    expect(screen.queryByText(/Accommodation/)).toBeNull();
    expect(screen.getByText(/You may pay up to £2,000.00 more/)).toBeInTheDocument();
    expect(requests.every((request) => request.headers.get('authorization') === null)).toBe(true);
    expect(requests.every((request) => !request.url.includes(token))).toBe(true);
    expect(document.head.querySelector('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  });

  it('pays within the limit through PayPal, one checkout for a double press, and the student sees who paid', async () => {
    const token = await invite(500);
    const requests = open(token);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay INV-000109' }));
    await user.click(await screen.findByRole('radio', { name: /PayPal/ }));
    await user.dblClick(screen.getByRole('button', { name: 'Pay £517.20' }));
    await user.click(await screen.findByRole('button', { name: 'Approve payment (demo)' }));
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    // What the sponsor's link opens: their receipt; never the student's pages, which ask for her sign-in.
    const result = screen.getByRole('status');
    expect(within(result).queryAllByRole('link')).toEqual([]);
    expect(within(result).getByRole('button', { name: 'Download your receipt (PDF)' })).toBeEnabled();
    expect(requests.filter((request) => new URL(request.url).pathname === '/sponsor/checkout')).toHaveLength(
      1,
    );
    const invoice = db.findInvoice(1001, 9);
    expect(invoice?.amount_paid).toBe(500);
    expect(invoice?.payments.at(-1)?.paid_by).toBe('João Pereira');
    await user.click(screen.getByRole('button', { name: 'Back to the invoices' }));
    expect(await screen.findByRole('button', { name: 'Receipt for INV-000109 (PDF)' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/You may pay up to £0.00 more/)).toBeInTheDocument());

    // Ana withdraws the link: it takes no more payments, says nothing of hers, and still gives him his receipt.
    cleanup();
    const sponsor = db.sponsors.list(1001)[0];
    if (sponsor) sponsor.revoked = true;
    open(token);
    expect(
      await screen.findByText('The student withdrew this link. It is no longer valid.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Receipt for INV-000109 (PDF)' })).toBeInTheDocument();
    expect(screen.getByText(/Payments you made through this link stay paid/)).toBeInTheDocument();
    expect(screen.queryByText(/nothing was charged|Ana|Tuition/)).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('shows the amount due, what the limit allows, and each gateway’s fee and total before Pay', async () => {
    const token = await invite(50);
    open(token);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay INV-000109' }));
    const value = (label: string) =>
      screen.getByText(label, { selector: 'th *' }).closest('tr')?.textContent?.replace(label, '');
    await screen.findByText('Amount due on the invoice');
    expect(value('Amount due on the invoice')).toBe('£3,200.00');
    expect(value('Your limit allows')).toBe('£50.00');
    expect(value('You pay now')).toBe('£50.00');
    expect(screen.getByText(/Your limit covers £50.00 of this invoice/)).toBeInTheDocument();
    const paypal = screen.getByRole('radio', { name: /PayPal/ });
    expect(paypal).toHaveAccessibleName(/Fee £1\.90 · Total to pay £51\.90/);
    expect(screen.getByRole('radio', { name: /Flywire/ })).toHaveAccessibleName(
      /Fee £0\.75 · Total to pay £50\.75/,
    );
    await user.click(paypal);
    expect(screen.getByRole('button', { name: 'Pay £51.90' })).toBeEnabled();
  });

  it('says before Pay that the student is paying the invoice by bank transfer, and a late refusal in the sponsor’s language', async () => {
    const pendingTransfer = () =>
      db.payments.create({
        student_id: 1001,
        invoice_id: 9,
        invoice_number: 'INV-000109',
        date: new Date().toISOString(),
        gateway: 'transfermate',
        amount: 3200,
        fee: 0,
        currency: 'GBP',
        status: 'pending',
      });
    // In Arabic (the shell shows the language the page chooses; here the test does): the transfer starts after the
    // sponsor opened the invoice, so the checkout is refused.
    const token = await invite(500, 'demo@student.test', 'ar');
    await act(async () => {
      await loadLanguage('ar');
      await i18n.changeLanguage('ar');
    });
    open(token);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /INV-000109/ }));
    await user.click(await screen.findByRole('radio', { name: /PayPal/ }));
    const transfer = pendingTransfer();
    await user.click(screen.getByRole('button', { name: /517/ }));
    expect(
      await screen.findByText('دفعة لهذه الفاتورة قيد التأكيد بالفعل. انتظر تأكيدها قبل الدفع.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/already being processed/)).toBeNull();
    cleanup();
    await act(() => i18n.changeLanguage('en'));

    // Opened while the transfer is on its way: said at once, and no Pay.
    transfer.status = 'cancelled';
    const english = await invite(500);
    pendingTransfer();
    open(english);
    await user.click(await screen.findByRole('button', { name: 'Pay INV-000109' }));
    expect(await screen.findByText('This invoice is already being paid')).toBeInTheDocument();
    expect(screen.getByText(/The student is paying it by bank transfer/)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /PayPal|Flywire/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay £/ })).toBeNull();
  });

  it('offers the sponsor a language of their own', async () => {
    const token = await invite();
    open(token);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay for Ana' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    // The portal's choice of language (the shell shows it: e2e sees the page turn Arabic).
    await user.click(screen.getByRole('radio', { name: 'العربية' }));
    expect(screen.getByRole('radio', { name: 'العربية' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'English' })).not.toBeChecked();
  });

  it('pays through Flywire as the pay page does, the sponsor named as the payer, by the link alone', async () => {
    const token = await invite(500);
    const requests = open(token);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay INV-000109' }));
    expect(await screen.findByRole('button', { name: 'Pay £500.00' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Flywire/ }));
    await user.click(screen.getByRole('button', { name: 'Pay £507.50' }));
    await user.click(await screen.findByRole('button', { name: 'Open the Flywire checkout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Flywire checkout (demo)' });
    expect(within(dialog).getByText('Payer: João Pereira')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve payment (demo)' }));
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    const calls = requests.map((request) => `${request.method} ${new URL(request.url).pathname}`);
    expect(calls).toContain('POST /sponsor/flywire/callback');
    // Nothing of the student's API (their notification, their logs) without their session.
    expect(calls.filter((call) => !call.includes(' /sponsor/'))).toEqual([]);
    expect(db.findInvoice(1001, 9)?.payments.at(-1)).toMatchObject({
      gateway: 'flywire',
      paid_by: 'João Pereira',
    });
  });
});
