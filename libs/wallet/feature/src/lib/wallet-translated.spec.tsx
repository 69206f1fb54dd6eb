import { setupMockApi } from '@portal/api-mocks/testing';
import { panelRoutes, storeReading } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { readingIn } from '@portal/ui-light/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { walletRoutes } from '../index';

const { signIn } = setupMockApi();

readingIn('ar', () => import('./wallet-page'));

describe('the wallet in Arabic', () => {
  it('shows the entries as the API writes them in Arabic, names kept', async () => {
    signIn();
    renderRoutes(panelRoutes(walletRoutes), { url: '/panel/wallet', store: storeReading('ar') });
    expect(await screen.findByText('إحالة: حجز Priya Nair', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('سفير في معرض الترحيب')).toBeInTheDocument();
    expect(screen.queryByText(/booked/)).not.toBeInTheDocument();
  }, 40_000);
});
