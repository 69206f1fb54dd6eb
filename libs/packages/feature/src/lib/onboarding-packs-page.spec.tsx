import { setupMockApi } from '@portal/api-mocks/testing';
import { markerRoute, panelRoutes } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { decodePaymentPayload } from '@portal/util';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { packagesRoutes } from '../index';

const { signIn, server, db } = setupMockApi();

beforeAll(() => import('./onboarding-packs-page'), 60_000);

function renderPacks(email?: string) {
  signIn(email);
  return renderRoutes(panelRoutes(packagesRoutes), {
    url: '/panel/onboarding-packs',
    extraRoutes: [
      markerRoute('/panel/pay/:type/:segment', 'Pay page'),
      markerRoute('/panel/invoices/:invoiceId', 'Invoice page'),
    ],
  });
}

const pack = (name: string) => screen.getByRole('article', { name });

describe('onboarding packs page', { timeout: 60_000 }, () => {
  it('lists each pack with what is inside and its price, and buys one through the pay page', async () => {
    const user = userEvent.setup();
    const { router } = renderPacks();
    expect(await screen.findByRole('heading', { level: 1, name: 'Onboarding packs' })).toBeInTheDocument();
    const essentials = await screen.findByRole('article', { name: 'Essentials' });
    expect(within(essentials).getByText('£120.00')).toBeInTheDocument();
    const contents = within(essentials).getByRole('list', { name: 'What is inside Essentials' });
    expect(
      within(contents)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'UK SIM card with 30 days of data',
      'Travel card with £20 of credit',
      'Bedding set: duvet, pillow and linen',
      'Welcome guide and city map',
    ]);
    expect(within(pack('Premium')).getByText('£240.00')).toBeInTheDocument();

    await user.click(within(pack('Study kit')).getByRole('link', { name: 'Buy' }));
    expect(await screen.findByText('Pay page')).toBeInTheDocument();
    const [, , , type, segment] = router.state.location.pathname.split('/');
    expect(type).toBe('onboardingpack');
    expect(decodePaymentPayload(segment)).toEqual({
      ok: true,
      payload: { items: [{ kind: 'onboarding_pack', id: 3, quantity: 1 }] },
    });
  });

  it('shows the other student the pack they bought, with its invoice, and no way to buy it again', async () => {
    renderPacks('demo2@student.test');
    const essentials = await screen.findByRole('article', { name: 'Essentials' });
    expect(within(essentials).getByText('Bought')).toBeInTheDocument();
    expect(within(essentials).getByText('Bought on Sep 20, 2026')).toBeInTheDocument();
    const invoice = within(essentials).getByRole('link', { name: 'Invoice INV-000253' });
    expect(invoice.getAttribute('href')).toMatch(/^\/panel\/invoices\/\d+$/);
    expect(within(essentials).queryByRole('link', { name: 'Buy' })).not.toBeInTheDocument();
    expect(within(pack('Premium')).getByRole('link', { name: 'Buy' })).toBeInTheDocument();
  });

  it('offers to finish paying a pack whose payment was started', async () => {
    const invoice = db.createInvoice(
      1001,
      'Onboarding pack: Premium',
      [{ description: 'Onboarding pack: Premium', quantity: 1, unit_price: 240 }],
      { items: [{ kind: 'onboarding_pack', id: 2, quantity: 1 }] },
    );
    renderPacks();
    const premium = await screen.findByRole('article', { name: 'Premium' });
    expect(within(premium).getByText(/finish paying to get your pack/)).toBeInTheDocument();
    expect(within(premium).getByRole('link', { name: 'Finish paying' })).toHaveAttribute(
      'href',
      `/panel/pay/onboardingpack/${invoice.id}`,
    );
  });

  it('shows an error with a retry, and says when nothing is on offer', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/packages/onboarding_packages', () => HttpResponse.json({ data: [{ id: 'x' }] })));
    renderPacks();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    server.use(http.get('*/packages/onboarding_packages', () => HttpResponse.json({ data: [] })));
    await user.click(retry);
    expect(await screen.findByText('No onboarding packs are on offer right now')).toBeInTheDocument();
  });
});
