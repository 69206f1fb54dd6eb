import { setupMockApi } from '@portal/api-mocks/testing';
import {
  useCapturePaypalOrderMutation,
  useCheckoutMutation,
  usePaymentVerification,
} from '@portal/payments/data-access';
import { panelRoutes } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { decodePaymentPayload, paths } from '@portal/util';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Link, useParams } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { packagesRoutes } from '../index';

const { signIn, server, db } = setupMockApi();

beforeAll(() => Promise.all([import('./membership-page'), import('./subscriptions-page')]), 60_000);

/**
 * Stands in for the pay page (another feature) with the same data-access calls it makes: checkout, the
 * PayPal capture, then the verification that refreshes what a payment changes.
 */
function StandInPayPage() {
  const { invoiceId: payload } = useParams();
  const [checkout] = useCheckoutMutation();
  const [capture] = useCapturePaypalOrderMutation();
  const verification = usePaymentVerification();
  const pay = async () => {
    const started = await checkout({ payment_type: 'membership', payload, gateway: 'paypal' }).unwrap();
    if (started.gateway !== 'paypal') return;
    await capture({
      payment_id: started.payment_id,
      order_id: started.order_id,
      paypal_region: 'GB',
    }).unwrap();
    await verification.verify(started.payment_id);
  };
  return verification.state.phase === 'completed' ? (
    <>
      <p>Payment received</p>
      <Link to={paths.membership()}>Membership</Link>
    </>
  ) : (
    <button type="button" onClick={() => void pay()}>
      Pay with PayPal (stand-in)
    </button>
  );
}

function renderMembership(email?: string) {
  signIn(email);
  return renderRoutes(panelRoutes(packagesRoutes), {
    url: '/panel/membership',
    extraRoutes: [{ path: '/panel/pay/membership/:invoiceId', element: <StandInPayPage /> }],
  });
}

const plan = (name: string) => screen.getByRole('article', { name });
const current = () => screen.getByRole('region', { name: 'Your membership' });

describe('membership page', { timeout: 60_000 }, () => {
  it('shows the current membership and what each plan offers, with the right action', async () => {
    renderMembership();
    expect(await screen.findByRole('heading', { level: 1, name: 'Membership' })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Student membership, yearly' });
    expect(within(current()).getByText('Gym & wellbeing, quarterly')).toBeInTheDocument();
    expect(within(current()).getByText('Active')).toBeInTheDocument();
    expect(within(current()).getByText('Renews on Dec 1, 2026 for £75.00.')).toBeInTheDocument();
    expect(within(current()).getByRole('link', { name: 'Manage' })).toHaveAttribute(
      'href',
      '/panel/subscriptions/gym-quarterly-1',
    );

    const yearly = plan('Student membership, yearly');
    expect(within(yearly).getByText('£49.00 a year')).toBeInTheDocument();
    expect(
      within(
        within(yearly).getByRole('list', { name: 'Benefits of Student membership, yearly' }),
      ).getAllByRole('listitem'),
    ).toHaveLength(4);
    const buy = within(yearly).getByRole('link', { name: 'Buy' });
    const [, , , type, segment] = (buy.getAttribute('href') as string).split('/');
    expect(type).toBe('membership');
    expect(decodePaymentPayload(segment)).toEqual({
      ok: true,
      payload: { items: [{ kind: 'membership', id: 1, quantity: 1 }] },
    });

    // A plan held is not bought twice; the other plan of its family is switched to on the subscription.
    const held = plan('Gym & wellbeing, quarterly');
    expect(within(held).getByText('Your plan')).toBeInTheDocument();
    expect(within(held).queryByRole('link', { name: 'Buy' })).not.toBeInTheDocument();
    expect(
      within(plan('Gym & wellbeing, monthly')).getByRole('link', { name: 'Switch to this plan' }),
    ).toHaveAttribute('href', '/panel/subscriptions/gym-quarterly-1');
  });

  it('shows the other student their own membership: a plan running out, and an expired one to renew', async () => {
    renderMembership('demo2@student.test');
    await screen.findByRole('article', { name: 'Student membership, monthly' });
    expect(within(current()).getByText('Student membership, monthly')).toBeInTheDocument();
    expect(within(current()).getByText('Auto-renew is off: ends on Nov 30, 2026.')).toBeInTheDocument();
    expect(within(current()).getByText('Ends on Nov 30, 2026')).toBeInTheDocument();
    expect(within(current()).queryByText('Cancelled')).not.toBeInTheDocument();
    expect(within(current()).queryByText('Gym & wellbeing, monthly')).not.toBeInTheDocument();
    expect(within(plan('Student membership, monthly')).getByText('Your plan')).toBeInTheDocument();
    expect(within(plan('Gym & wellbeing, monthly')).getByRole('link', { name: 'Renew' })).toBeInTheDocument();
    expect(within(plan('Gym & wellbeing, quarterly')).getByRole('link', { name: 'Buy' })).toBeInTheDocument();
  });

  it('offers to finish paying a plan whose payment was started, on its invoice', async () => {
    const invoice = db.createInvoice(
      1001,
      'Student membership',
      [{ description: 'Student membership, yearly', quantity: 1, unit_price: 49 }],
      { items: [{ kind: 'membership', id: 1, quantity: 1 }] },
    );
    renderMembership();
    const yearly = await screen.findByRole('article', { name: 'Student membership, yearly' });
    expect(within(yearly).queryByRole('link', { name: 'Buy' })).not.toBeInTheDocument();
    expect(within(yearly).getByRole('link', { name: 'Finish paying' })).toHaveAttribute(
      'href',
      `/panel/pay/membership/${invoice.id}`,
    );
    expect(
      within(current()).getByText(`Waiting for your payment of £49.00 (invoice ${invoice.number}).`),
    ).toBeInTheDocument();
    // Another plan of the family may be bought instead: its checkout replaces the one waiting for payment.
    const monthly = plan('Student membership, monthly');
    expect(
      within(monthly).getByText(
        /You are buying another Student membership plan: buying this one instead replaces it/,
      ),
    ).toBeInTheDocument();
    expect(within(monthly).getByRole('link', { name: 'Buy' })).toBeInTheDocument();
  });

  it('shows a paid membership as held, here and on the subscriptions, without a reload', async () => {
    const user = userEvent.setup();
    const { router } = renderMembership();
    const yearly = await screen.findByRole('article', { name: 'Student membership, yearly' });
    await user.click(within(yearly).getByRole('link', { name: 'Buy' }));
    await user.click(await screen.findByRole('button', { name: 'Pay with PayPal (stand-in)' }));
    expect(await screen.findByText('Payment received', {}, { timeout: 15_000 })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Membership' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/membership'));
    const held = await screen.findByRole('article', { name: 'Student membership, yearly' });
    await waitFor(() => expect(within(held).getByText('Your plan')).toBeInTheDocument());
    expect(within(current()).getByText('Student membership, yearly')).toBeInTheDocument();

    await router.navigate('/panel/subscription');
    const row = (await screen.findByRole('link', { name: 'Student membership, yearly' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('Active')).toBeInTheDocument();
  });

  it('shows an error with a retry when the plans do not load', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/packages/membership_plans', () => HttpResponse.json({}, { status: 404 })));
    renderMembership();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('heading', { level: 1, name: 'Membership' })).toBeInTheDocument();
    server.resetHandlers();
    await user.click(retry);
    expect(await screen.findByRole('article', { name: 'Student membership, yearly' })).toBeInTheDocument();
  });

  it('says when no plans are on offer', async () => {
    server.use(http.get('*/packages/membership_plans', () => HttpResponse.json({ data: [] })));
    renderMembership('demo2@student.test');
    expect(await screen.findByText('No membership plans are on offer right now')).toBeInTheDocument();
    expect(within(current()).getByText('Student membership, monthly')).toBeInTheDocument();
  });
});
