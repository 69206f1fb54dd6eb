import { setupMockApi } from '@portal/api-mocks/testing';
import { setupStore } from '@portal/data-access';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../app-providers';
import { createRoutes } from '../routes';

const { signIn } = setupMockApi();
const desktopWidth = window.innerWidth;

describe('the layout on a phone', () => {
  beforeEach(() => {
    window.innerWidth = 360;
  });
  afterEach(() => {
    window.innerWidth = desktopWidth;
  });

  it('opens the menu as a drawer and goes to the chosen page', async () => {
    signIn();
    const router = createMemoryRouter(createRoutes(), { initialEntries: ['/panel/dashboard'] });
    render(
      <AppProviders store={setupStore()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    await userEvent.click(within(nav).getByText('Invoices'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/invoices'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
  });

  it('names every control in the header, shows the dark-mode label, and the name in the account menu', async () => {
    signIn();
    const router = createMemoryRouter(createRoutes(), { initialEntries: ['/panel/dashboard'] });
    render(
      <AppProviders store={setupStore()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const header = (await screen.findByRole('button', { name: 'Open menu' })).closest(
      'header',
    ) as HTMLElement;
    expect(within(header).getByRole('link', { name: 'Student portal' })).toBeInTheDocument();
    expect(within(header).getByRole('switch', { name: 'Dark mode' })).toBeInTheDocument();
    expect(within(header).getByText('Dark mode')).toBeVisible();
    expect(within(header).getByRole('link', { name: /^Basket, \d+ items?$/ })).toBeInTheDocument();
    for (const control of [...within(header).getAllByRole('button'), ...within(header).getAllByRole('link')])
      expect(control).toHaveAccessibleName();
    await userEvent.click(await within(header).findByRole('button', { name: 'Account menu for Ana Silva' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Ana Silva')).toBeInTheDocument();
    expect(within(menu).getByText('Sign out')).toBeInTheDocument();
  });
});
