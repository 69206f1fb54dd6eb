import { setupMockApi } from '@portal/api-mocks/testing';
import { panelRoutes } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { encodePaymentPayload, type PaymentPayload } from '@portal/util';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardRoutes } from '../index';

const { signIn, bearer } = setupMockApi();

/** What pressing "Pay" at Flywire does on a device, before the student leaves without paying. */
async function checkOutAndLeave(payload: PaymentPayload, paymentType = 'products'): Promise<number> {
  const answer = await fetch('http://api.test/payment/checkout', {
    method: 'POST',
    headers: bearer(),
    body: JSON.stringify({
      payment_type: paymentType,
      payload: encodePaymentPayload(payload),
      gateway: 'flywire',
    }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: { invoice_id: number } }).data.invoice_id;
}

/** The dashboard's figures as the student reads them. */
async function dashboard() {
  signIn();
  const view = renderRoutes(panelRoutes(dashboardRoutes), { url: '/panel/dashboard' });
  const total = await screen.findByRole('group', { name: 'Total amount due' });
  const nextDue = within(screen.getByRole('region', { name: 'Next invoices due' }));
  const shown = {
    total: total.textContent,
    nextDue: nextDue.getAllByRole('link', { name: /^INV-/ }).map((link) => link.textContent),
  };
  view.unmount();
  return shown;
}

describe('checkouts the student left without paying', () => {
  it('add nothing to the total due or the next invoices due, from one device or two', async () => {
    const before = await dashboard();
    await checkOutAndLeave({ basket_id: 'laptop', items: [{ kind: 'product', id: 103, quantity: 1 }] });
    await checkOutAndLeave({ basket_id: 'phone', items: [{ kind: 'product', id: 105, quantity: 2 }] });

    expect(await dashboard()).toEqual(before);
  });

  it('add nothing for a plan or an onboarding pack checked out and left, however often', async () => {
    const before = await dashboard();
    await checkOutAndLeave({ items: [{ kind: 'membership', id: 1, quantity: 1 }] }, 'membership');
    await checkOutAndLeave({ items: [{ kind: 'membership', id: 2, quantity: 1 }] }, 'membership');
    await checkOutAndLeave({ items: [{ kind: 'onboarding_pack', id: 2, quantity: 1 }] }, 'onboardingpack');

    expect(await dashboard()).toEqual(before);
  });
});
