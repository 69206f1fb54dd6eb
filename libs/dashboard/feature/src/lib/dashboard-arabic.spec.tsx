import { setupMockApi } from '@portal/api-mocks/testing';
import { panelRoutes } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { directionAround as direction, readingIn } from '@portal/ui-light/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardRoutes } from '../index';

const { signIn } = setupMockApi();

readingIn('ar', () => import('./dashboard-page'));

describe('the dashboard in Arabic', () => {
  it('isolates phone numbers left to right, and lets the address take its own direction', async () => {
    signIn();
    renderRoutes(panelRoutes(dashboardRoutes), { url: '/panel/dashboard' });
    const home = await screen.findByRole('region', { name: 'سكنك' }, { timeout: 20_000 });
    const residencePhone = await within(home).findByText('+44 20 7946 0110');
    expect(direction(residencePhone)).toBe('ltr');
    expect(residencePhone.tagName).toBe('BDI');
    // "12 Market Street, London E1 6AN" keeps its house number first: its direction comes from its own letters.
    expect(direction(within(home).getByText('12 Market Street, London E1 6AN'))).toBe('auto');

    const agent = await screen.findByRole('region', { name: 'وكيلك' });
    expect(direction(await within(agent).findByText('+55 11 91234-5678'))).toBe('ltr');
    expect(direction(within(agent).getByText('maria.oliveira@brightpath.example'))).toBe('ltr');
  }, 40_000);
});
