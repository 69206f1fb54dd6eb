import { setupMockApi } from '@portal/api-mocks/testing';
import { api, apiConfig } from '@portal/data-access';
import { basketStorageKey } from '@portal/shop/data-access';
import { markerRoute, panelRoutes } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { decodePaymentPayload, encodePaymentPayload } from '@portal/util';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { esimRoutes } from '../index';

const mock = setupMockApi();
const { db, server } = mock;

function renderEsim(email?: string) {
  const tokens = mock.signIn(email);
  const view = renderRoutes(panelRoutes(esimRoutes), {
    url: '/panel/hubby',
    extraRoutes: [
      markerRoute('/panel/pay/:type/:payload', 'Pay page'),
      markerRoute('/panel/basket', 'Basket'),
    ],
  });
  return { ...view, tokens, user: userEvent.setup() };
}

const ready = () => screen.findByRole('heading', { level: 1, name: 'e-SIM' }, { timeout: 15_000 });
const plans = () => within(screen.getByRole('list', { name: 'e-SIM plans' })).getAllByRole('listitem');
const plan = (name: string) =>
  plans().find((item) => within(item).queryByRole('heading', { name })) as HTMLElement;

describe('e-SIM page', { timeout: 90_000 }, () => {
  it('shows the plans with data, days and price', async () => {
    renderEsim();
    await ready();
    await screen.findByRole('list', { name: 'e-SIM plans' });
    expect(plans()).toHaveLength(5);
    const student = plans()[1] as HTMLElement;
    expect(within(student).getByRole('heading', { name: 'UK Student 15 GB' })).toBeInTheDocument();
    expect(within(student).getByText('15 GB')).toBeInTheDocument();
    expect(within(student).getByText('30 days')).toBeInTheDocument();
    expect(within(student).getByText('£10.00')).toBeInTheDocument();
    expect(within(plans()[2] as HTMLElement).getByText('Unlimited data')).toBeInTheDocument();
    const term = plans()[4] as HTMLElement;
    expect(within(term).getByText('Not available')).toBeInTheDocument();
    expect(within(term).getByRole('button', { name: /^Buy now/ })).toBeDisabled();
  });

  // Voice control users say what they see, so the name starts with the visible words; a screen reader's list
  // of buttons tells the five plans apart, so it ends with the plan.
  it('names each plan’s buttons by their visible words and their plan, each name once', async () => {
    renderEsim();
    await ready();
    await screen.findByRole('list', { name: 'e-SIM plans' });
    for (const item of plans()) {
      const name = within(item).getByRole('heading').textContent ?? '';
      expect(within(item).getByRole('button', { name: `Buy now: ${name}` })).toHaveTextContent(/^Buy now$/);
      expect(within(item).getByRole('button', { name: `Add to basket: ${name}` })).toHaveTextContent(
        /^Add to basket$/,
      );
    }
    const names = screen
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'))
      .filter((name) => name !== null);
    expect(names.filter((name) => name?.startsWith('Buy now'))).toHaveLength(5);
    expect(new Set(names).size).toBe(names.length);
  });

  it('shows how to install a bought e-SIM: the QR code from the API and the code to copy', async () => {
    renderEsim();
    await ready();
    const mine = await screen.findByRole('list', { name: 'Your e-SIMs' });
    const waiting = within(mine).getByRole('listitem', { name: 'UK Student 15 GB' });
    const expired = within(mine).getByRole('listitem', { name: 'UK Starter 3 GB' });
    expect(within(waiting).getByText('Ready to install')).toBeInTheDocument();
    const activation = (
      db.esim.list(1001, [])[0] as { activation: { manual_code: string; qr_code_image: string } }
    ).activation;
    const steps = within(waiting).getByRole('region', { name: 'Install UK Student 15 GB' });
    expect(within(steps).getByRole('img', { name: 'QR code to install UK Student 15 GB' })).toHaveAttribute(
      'src',
      activation.qr_code_image,
    );
    expect(within(steps).getByText(activation.manual_code)).toBeInTheDocument();
    expect(within(steps).getByText(/Settings → Mobile Service → Add eSIM/)).toBeInTheDocument();
    expect(
      within(steps).getByRole('button', { name: 'Copy Activation code (paste it whole)' }),
    ).toBeInTheDocument();
    expect(within(steps).getByRole('button', { name: 'Copy SM-DP+ address' })).toBeInTheDocument();

    expect(within(expired).getByText('Expired')).toBeInTheDocument();
    expect(within(expired).getByText(/Ended Sep 29, 2026/)).toBeInTheDocument();
    expect(within(expired).queryByRole('img')).not.toBeInTheDocument();
  });

  it('adds a plan to the basket, or goes to the pay page with it as a product', async () => {
    const { user, router } = renderEsim('demo2@student.test');
    await ready();
    expect(await screen.findByText('You have no e-SIMs yet. Choose a plan below.')).toBeInTheDocument();
    const add = within(plan('UK Unlimited')).getByRole('button', { name: 'Add to basket: UK Unlimited' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    expect(await screen.findByRole('status')).toHaveTextContent('UK Unlimited is in your basket.');
    const basket = JSON.parse(window.localStorage.getItem(basketStorageKey(1002)) ?? '{}');
    expect(basket.lines).toEqual([
      // One name for the plan everywhere: its card, the basket line (from the e-SIM shop) and the invoice line.
      expect.objectContaining({
        kind: 'product',
        id: 403,
        quantity: 1,
        name: 'UK Unlimited',
        category: 'e-SIM',
      }),
    ]);
    expect(screen.getByRole('link', { name: 'Go to the basket' })).toHaveAttribute('href', '/panel/basket');

    await user.click(within(plan('UK Unlimited')).getByRole('button', { name: 'Buy now: UK Unlimited' }));
    expect(await screen.findByText('Pay page')).toBeInTheDocument();
    const [, , , type, payload] = router.state.location.pathname.split('/');
    expect(type).toBe('products');
    expect(decodePaymentPayload(payload)).toEqual({
      ok: true,
      payload: { items: [{ kind: 'product', id: 403, quantity: 1 }], return_to: 'esim' },
    });
  });

  it('shows a plan once paid as an e-SIM to install, without a reload', async () => {
    const { tokens, store } = renderEsim('demo2@student.test');
    await ready();
    await screen.findByText('You have no e-SIMs yet. Choose a plan below.');
    // What the pay page does with the payload above: a checkout, then the payment's confirmation.
    const headers = { authorization: `Bearer ${tokens.access}`, 'content-type': 'application/json' };
    const { data } = await (
      await fetch(`${apiConfig.apiUrl}/payment/checkout`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          payment_type: 'products',
          payload: encodePaymentPayload({ items: [{ kind: 'product', id: 403, quantity: 1 }] }),
          gateway: 'transfermate',
          country_code: 'JP',
          payment_method: 'bank_transfer',
        }),
      })
    ).json();
    await fetch(`${apiConfig.apiUrl}/student_portal/payment/${data.payment_id}`, { headers });
    act(() => {
      store.dispatch(api.util.invalidateTags([{ type: 'Payment', id: 'LIST' }]));
    });
    const mine = await screen.findByRole('list', { name: 'Your e-SIMs' });
    expect(within(mine).getByText('UK Unlimited')).toBeInTheDocument();
    expect(within(mine).getByText('Ready to install')).toBeInTheDocument();
    expect(within(mine).getByRole('img', { name: 'QR code to install UK Unlimited' })).toBeInTheDocument();
  });

  it('has an empty state when nothing is on offer', async () => {
    server.use(
      http.get('*/hubby/plans', () => HttpResponse.json({ data: [] })),
      http.get('*/hubby/esims', () => HttpResponse.json({ data: [] })),
    );
    renderEsim();
    await ready();
    expect(
      await screen.findByText('No e-SIM plans are on offer right now. Please look again soon.'),
    ).toBeInTheDocument();
  });

  it('shows the student’s e-SIMs with their activation code when the plans cannot be loaded, and the plans’ error with a retry', async () => {
    let fail = true;
    server.use(
      http.get('*/hubby/plans', () =>
        fail ? HttpResponse.json({ error: { code: 'x', message: 'x' } }, { status: 404 }) : undefined,
      ),
    );
    const { user } = renderEsim();
    await ready();
    const plansSection = await screen.findByRole('region', { name: 'e-SIM plans' });
    expect(await within(plansSection).findByRole('alert')).toHaveTextContent(
      'This part could not be loaded.',
    );
    const activation = (db.esim.list(1001, [])[0] as { activation: { activation_code: string } }).activation;
    const mine = screen.getByRole('list', { name: 'Your e-SIMs' });
    expect(within(mine).getByText(activation.activation_code)).toBeInTheDocument();
    fail = false;
    await user.click(within(plansSection).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'e-SIM plans' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the student’s e-SIMs cannot be loaded', async () => {
    server.use(
      http.get('*/hubby/esims', () =>
        HttpResponse.json({ error: { code: 'x', message: 'x' } }, { status: 404 }),
      ),
    );
    renderEsim();
    await ready();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.queryByRole('list', { name: 'Your e-SIMs' })).not.toBeInTheDocument();
  });
});
