import { setupMockApi } from '@portal/api-mocks/testing';
import { setupStore } from '@portal/data-access';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../app-providers';
import { createRoutes } from '../routes';

const { signIn } = setupMockApi();

describe('the menu groups of the wallet, e-SIM and travel pages', { timeout: 150_000 }, () => {
  it('shows the Telecommunication group with the e-SIM entry, and Travel & banking', async () => {
    signIn();
    const router = createMemoryRouter(createRoutes(), { initialEntries: ['/panel/demo'] });
    render(
      <AppProviders store={setupStore()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Portal tour' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Expand menu' }));
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    for (const label of [
      'Telecommunication',
      'Travel & banking',
      'Wallet',
      'Bank account',
      'Flight tickets',
      'Portal tour',
    ])
      expect(within(nav).getByText(label)).toBeInTheDocument();
    await userEvent.click(within(nav).getByText('e-SIM'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/hubby'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'e-SIM' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });
});
