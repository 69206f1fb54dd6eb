import { setupMockApi } from '@portal/api-mocks/testing';
import { panelRoutes, storeReading } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { readingIn } from '@portal/ui-light/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { packagesRoutes } from '../index';

const { signIn } = setupMockApi();

readingIn(
  'ar',
  () => import('./membership-page'),
  () => import('./onboarding-packs-page'),
);

const render = (url: string) => {
  signIn();
  renderRoutes(panelRoutes(packagesRoutes), { url, store: storeReading('ar') });
};

describe('membership and packs in Arabic', () => {
  it('shows the plans as the API writes them in Arabic', async () => {
    render('/panel/membership');
    expect(
      (await screen.findAllByText('خصومات في أكثر من 200 متجر ومقهى وسينما شريكة', {}, { timeout: 20_000 }))
        .length,
    ).toBeGreaterThan(0);
    expect(screen.getByText('المزايا نفسها شهرًا بشهر، للإقامات الأقصر.')).toBeInTheDocument();
    expect(screen.queryByText(/partner shops/)).not.toBeInTheDocument();
  }, 40_000);

  it('shows the packs as the API writes them in Arabic', async () => {
    render('/panel/onboarding-packs');
    expect(
      await screen.findByText('دليل الترحيب وخريطة المدينة', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('جاهز للحصة الأولى.')).toBeInTheDocument();
    expect(screen.queryByText('Laptop backpack')).not.toBeInTheDocument();
  }, 40_000);
});
