import { installGatewayStandIns, removeGatewayStandIns, setupMockApi } from '@portal/api-mocks/testing';
import { renderRoutes } from '@portal/data-access/testing';
import { apiConfig } from '@portal/data-access';
import { paths } from '@portal/util';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sponsorLinkRoutes } from '../index';

const mock = setupMockApi();
const { db, server, signIn } = mock;

beforeEach(() => installGatewayStandIns());
afterEach(() => removeGatewayStandIns());

/** Ana invites her father for tuition with a limit, as the panel does; the link is the outbox's. */
async function invite(limit: number | null = 2000, email = 'demo@student.test') {
  await db.sponsors.invite(
    db.studentForAccessToken(signIn(email).access)?.student_id ?? 0,
    {
      name: 'João Pereira',
      email: 'joao@family.test',
      relationship: 'parent',
      language: 'en',
      scope: { kind: 'categories', categories: ['tuition'] },
      limit,
      ends_on: null,
    },
    'http://portal.test',
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
    expect(screen.getByText('No information is shown and nothing was charged.')).toBeInTheDocument();
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
    expect(screen.queryByText(/Ana/)).toBeNull();
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
    expect(screen.getByText('No information is shown and nothing was charged.')).toBeInTheDocument();
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
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    await user.dblClick(screen.getByRole('button', { name: 'Pay £500.00' }));
    await user.click(await screen.findByRole('button', { name: 'Approve payment (demo)' }));
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    expect(requests.filter((request) => new URL(request.url).pathname === '/sponsor/checkout')).toHaveLength(
      1,
    );
    const invoice = db.findInvoice(1001, 9);
    expect(invoice?.amount_paid).toBe(500);
    expect(invoice?.payments.at(-1)?.paid_by).toBe('João Pereira');
    await user.click(screen.getByRole('button', { name: 'Back to the invoices' }));
    expect(await screen.findByRole('button', { name: 'Receipt for INV-000109 (PDF)' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/You may pay up to £0.00 more/)).toBeInTheDocument());
  });

  it('pays through Flywire as the pay page does, the sponsor named as the payer, by the link alone', async () => {
    const token = await invite(500);
    const requests = open(token);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay INV-000109' }));
    expect(screen.getByRole('button', { name: 'Pay £500.00' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Flywire' }));
    await user.click(screen.getByRole('button', { name: 'Pay £500.00' }));
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
