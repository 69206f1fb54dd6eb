import { setupMockApi } from '@portal/api-mocks/testing';
import { markerRoute, panelRoutes } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { packagesRoutes } from '../index';

const { signIn, server, db } = setupMockApi();

// The route loads its page on first visit; loading it once up front keeps that out of the first test's waits.
beforeAll(() => import('./subscription-detail-page'), 60_000);

function renderDetail(slug: string, email?: string) {
  signIn(email);
  const patches: unknown[] = [];
  const requests: string[] = [];
  server.events.on('request:start', async ({ request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
    if (request.method === 'PATCH') patches.push(await request.clone().json());
  });
  const view = renderRoutes(panelRoutes(packagesRoutes), {
    url: `/panel/subscriptions/${slug}`,
    extraRoutes: [
      markerRoute('/panel/invoices/:invoiceId', 'Invoice page'),
      markerRoute('/panel/pay/:type/:invoiceId', 'Pay page'),
    ],
  });
  return { ...view, patches, requests };
}

const refuse = (fields: Record<string, string>) =>
  server.use(
    http.patch('*/packages/my_subscriptions', () =>
      HttpResponse.json(
        { error: { code: 'validation_failed', message: 'Refused', fields } },
        { status: 400 },
      ),
    ),
  );

/**
 * The page is open: its heading names the plan as soon as the subscription is there, and the summary follows
 * with the plans, which may answer a moment later.
 */
async function opened(plan: string) {
  expect(await screen.findByRole('heading', { level: 1, name: plan })).toBeInTheDocument();
  await screen.findByText('Summary');
}

const renewalSwitch = () => screen.getByRole('switch', { name: 'Auto-renew' });
const summary = () => screen.getByText('Summary').closest('.ant-card') as HTMLElement;
const dialog = (name?: string) => screen.findByRole('dialog', name ? { name } : {});

// Several steps each (a dialog, a save, a refetch): room for a busy CI machine.
describe('subscription page', { timeout: 60_000 }, () => {
  it('shows the plan, its terms and the payments with their invoices', async () => {
    const user = userEvent.setup();
    const { router } = renderDetail('gym-quarterly-1');
    await opened('Gym & wellbeing, quarterly');
    expect(within(summary()).getByText('Active')).toBeInTheDocument();
    expect(within(summary()).getByText('£75.00 every 3 months')).toBeInTheDocument();
    expect(within(summary()).getByText('Sep 1, 2026 to Nov 30, 2026')).toBeInTheDocument();
    expect(within(summary()).getByText('Dec 1, 2026: £75.00')).toBeInTheDocument();
    expect(renewalSwitch()).toBeChecked();
    expect(screen.getByText('On: renews on Dec 1, 2026 for £75.00.')).toBeInTheDocument();

    const invoice = screen.getByRole('link', { name: 'INV-000111' });
    const row = invoice.closest('tr') as HTMLElement;
    expect(within(row).getByText('Sep 1, 2026')).toBeInTheDocument();
    expect(within(row).getByText('£75.00')).toBeInTheDocument();
    expect(within(row).getByText('Bank transfer')).toBeInTheDocument();
    expect(within(row).getByText('Completed')).toBeInTheDocument();
    await user.click(invoice);
    expect(await screen.findByText('Invoice page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/panel/invoices/11');
  });

  it('turns auto-renew off after a confirmation that says what changes and from when', async () => {
    const user = userEvent.setup();
    const { patches } = renderDetail('gym-quarterly-1');
    await user.click(await screen.findByRole('switch', { name: 'Auto-renew' }));
    const confirm = await dialog('Turn auto-renew off?');
    expect(confirm).toHaveTextContent(
      'Gym & wellbeing, quarterly will not renew on Dec 1, 2026, so £75.00 will not be charged. It stays active until Nov 30, 2026.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Auto-renew is off.')).toBeInTheDocument();
    await waitFor(() => expect(renewalSwitch()).not.toBeChecked());
    expect(within(summary()).getByText('Ends on Nov 30, 2026')).toBeInTheDocument();
    expect(within(summary()).queryByText('Cancelled')).not.toBeInTheDocument();
    expect(screen.getByText('Auto-renew is off: this membership ends on Nov 30, 2026.')).toBeInTheDocument();
    expect(patches).toEqual([{ subscription: 'gym-quarterly-1', auto_renew: false }]);
  });

  it('changes nothing when the confirmation is dismissed', async () => {
    const user = userEvent.setup();
    const { patches } = renderDetail('gym-quarterly-1');
    await user.click(await screen.findByRole('switch', { name: 'Auto-renew' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(renewalSwitch()).toBeChecked();
    expect(patches).toEqual([]);
  });

  it('keeps the page as it was and shows the reason at the field when turning auto-renew off fails', async () => {
    const user = userEvent.setup();
    refuse({ auto_renew: 'Auto-renew cannot change on the last day of a period.' });
    renderDetail('gym-quarterly-1');
    await user.click(await screen.findByRole('switch', { name: 'Auto-renew' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Turn off' }));
    expect(
      await screen.findByText('Auto-renew cannot change on the last day of a period.'),
    ).toBeInTheDocument();
    expect(renewalSwitch()).toBeChecked();
    expect(within(summary()).getByText('Active')).toBeInTheDocument();
    expect(screen.queryByText('Auto-renew is off.')).not.toBeInTheDocument();
  });

  it('turns auto-renew back on for the other student, saying when it renews and for how much', async () => {
    const user = userEvent.setup();
    renderDetail('student-monthly-2', 'demo2@student.test');
    await opened('Student membership, monthly');
    expect(screen.getByText('Auto-renew is off: this membership ends on Nov 30, 2026.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'INV-000251' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch plan' })).toBeDisabled();
    await user.click(renewalSwitch());
    const confirm = await dialog('Turn auto-renew on?');
    expect(confirm).toHaveTextContent(
      'Student membership, monthly will renew on Dec 1, 2026 for £5.00, and then every month until you turn it off.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Auto-renew is on.')).toBeInTheDocument();
    await waitFor(() => expect(renewalSwitch()).toBeChecked());
    expect(within(summary()).getByText('Dec 1, 2026: £5.00')).toBeInTheDocument();
  });

  it('shows a refusal to turn auto-renew on at the field', async () => {
    const user = userEvent.setup();
    refuse({ auto_renew: 'Add a payment card before turning auto-renew on.' });
    renderDetail('student-monthly-2', 'demo2@student.test');
    await user.click(await screen.findByRole('switch', { name: 'Auto-renew' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Add a payment card before turning auto-renew on.')).toBeInTheDocument();
    expect(renewalSwitch()).not.toBeChecked();
  });

  it('switches plan from the next renewal, and can keep the current plan again', async () => {
    const user = userEvent.setup();
    const { patches } = renderDetail('gym-quarterly-1');
    await user.click(await screen.findByRole('radio', { name: /Gym & wellbeing, monthly/ }));
    await user.click(screen.getByRole('button', { name: 'Switch plan' }));
    const confirm = await dialog('Switch to Gym & wellbeing, monthly?');
    expect(confirm).toHaveTextContent(
      'From Dec 1, 2026 you pay £27.00 a month for Gym & wellbeing, monthly instead of £75.00 every 3 months for Gym & wellbeing, quarterly. Until then nothing changes.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Switch plan' }));
    expect(await screen.findByText('Your plan changes on Dec 1, 2026.')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'From Dec 1, 2026 your plan becomes Gym & wellbeing, monthly (£27.00 a month).',
      ),
    ).toBeInTheDocument();
    expect(within(summary()).getByText('Dec 1, 2026: £27.00')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Gym & wellbeing, quarterly/ }));
    await user.click(screen.getByRole('button', { name: 'Switch plan' }));
    const keep = await dialog('Keep Gym & wellbeing, quarterly?');
    expect(keep).toHaveTextContent(
      'Your switch to Gym & wellbeing, monthly on Dec 1, 2026 is cancelled: you stay on Gym & wellbeing, quarterly at £75.00 every 3 months.',
    );
    await user.click(within(keep).getByRole('button', { name: 'Keep my plan' }));
    await waitFor(() => expect(screen.queryByText(/your plan becomes/)).not.toBeInTheDocument());
    expect(patches).toEqual([
      { subscription: 'gym-quarterly-1', plan_id: 4 },
      { subscription: 'gym-quarterly-1', plan_id: 3 },
    ]);
  });

  it('keeps the plan and shows the reason at the plan field when a switch is refused', async () => {
    const user = userEvent.setup();
    refuse({ plan_id: 'The monthly plan is full this term.' });
    renderDetail('gym-quarterly-1');
    await user.click(await screen.findByRole('radio', { name: /Gym & wellbeing, monthly/ }));
    await user.click(screen.getByRole('button', { name: 'Switch plan' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Switch plan' }));
    expect(await screen.findByText('The monthly plan is full this term.')).toBeInTheDocument();
    expect(screen.queryByText(/your plan becomes/)).not.toBeInTheDocument();
    expect(within(summary()).getByText('Dec 1, 2026: £75.00')).toBeInTheDocument();
    expect(screen.queryByText('A new plan starts at your next renewal.')).not.toBeInTheDocument();
  });

  it('says so when a change fails for another reason', async () => {
    const user = userEvent.setup();
    server.use(http.patch('*/packages/my_subscriptions', () => HttpResponse.json({}, { status: 500 })));
    renderDetail('gym-quarterly-1');
    await user.click(await screen.findByRole('switch', { name: 'Auto-renew' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The change could not be made. Nothing has changed: try again.',
    );
    expect(renewalSwitch()).toBeChecked();
  });

  it('offers no changes on an expired subscription, only buying it again', async () => {
    renderDetail('gym-monthly-3', 'demo2@student.test');
    expect(await screen.findByText('This membership ended on Oct 31, 2026.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy it again' })).toHaveAttribute('href', '/panel/membership');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(within(summary()).getByText('None')).toBeInTheDocument();
  });

  it('leads a subscription waiting for payment to its invoice on the pay page', async () => {
    const user = userEvent.setup();
    const invoice = db.createInvoice(
      1001,
      'Student membership',
      [{ description: 'Student membership, yearly', quantity: 1, unit_price: 49 }],
      { items: [{ kind: 'membership', id: 1, quantity: 1 }] },
    );
    const slug = db.packages
      .listSubscriptions(1001)
      .find((entry) => entry.status === 'waiting_for_payment')?.slug;
    const { router } = renderDetail(slug as string);
    expect(
      await screen.findByText('Waiting for payment', { selector: '.ant-alert-title' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`Pay £49.00 (invoice ${invoice.number}) to start this membership.`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.getByText('No payments yet')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Finish paying' }));
    expect(await screen.findByText('Pay page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/panel/pay/membership/${invoice.id}`);
  });

  it.each([
    ['an unknown slug', 'no-such-subscription-9'],
    ['another student’s subscription', 'student-monthly-2'],
    ['a malformed slug', 'Bad%20Slug!'],
  ])('says Not found for %s, with the way back', async (_case, slug) => {
    const user = userEvent.setup();
    const { router, requests } = renderDetail(slug);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByText('This subscription does not exist or is not yours.')).toBeInTheDocument();
    expect(requests.filter((request) => request.startsWith('PATCH'))).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'Back to subscriptions' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/subscription'));
  });
});
