import { setupMockApi } from '@portal/api-mocks/testing';
import { panelRoutes, storeReading } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { readingIn } from '@portal/ui-light/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shopRoutes } from '../index';

const { signIn } = setupMockApi();

readingIn(
  'ar',
  () => import('./orders-page'),
  () => import('./additional-services-category-page'),
  () => import('./shops-page'),
);

const render = (url: string) => {
  signIn();
  renderRoutes(panelRoutes(shopRoutes), { url, store: storeReading('ar') });
};

describe('orders and the shop in Arabic', () => {
  it('names the orders’ items as the API writes them in Arabic', async () => {
    render('/panel/orders');
    expect(
      await screen.findByText('1 × طقم لحاف ووسائد, 2 × مجموعة مناشف', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Towel bundle/)).not.toBeInTheDocument();
  }, 40_000);

  it('shows the additional services as the API writes them in Arabic', async () => {
    render('/panel/additional-services/2/2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'إضافات' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'موقف سيارة' })).toBeInTheDocument();
    expect(screen.queryByText('Parking space')).not.toBeInTheDocument();
  }, 40_000);

  it('shows the taste card’s benefits in Arabic', async () => {
    render('/panel/shops');
    expect(await screen.findByText('تعمل كل أيام الأسبوع', {}, { timeout: 20_000 })).toBeInTheDocument();
  }, 40_000);
});
