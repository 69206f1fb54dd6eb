import { setupMockApi } from '@portal/api-mocks/testing';
import { setupStore } from '@portal/data-access';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../app-providers';
import { createRoutes } from '../routes';

const { signIn } = setupMockApi();
const desktopWidth = window.innerWidth;

function renderPanel(path = '/panel/dashboard') {
  signIn();
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  render(
    <AppProviders store={setupStore()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('the panel layout for keyboard and screen-reader users', () => {
  afterEach(() => {
    window.innerWidth = desktopWidth;
  });

  it('has one main landmark, one h1, and a skip link to the content first', async () => {
    renderPanel();
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const main = screen.getByRole('main');
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveAttribute('href', `#${main.id}`);

    await userEvent.tab();
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(main).toHaveFocus();
  });

  it('names every button and link of the header and the menu, collapsed or not', async () => {
    renderPanel();
    const toggle = await screen.findByRole('button', { name: /^(Expand|Collapse) menu$/ });
    const header = toggle.closest('header') as HTMLElement;
    await within(header).findByRole('button', { name: 'Account menu for Ana Silva' });
    for (const round of [1, 2]) {
      const nav = screen.getByRole('navigation', { name: 'Main menu' });
      const sider = nav.parentElement as HTMLElement;
      expect(within(sider).getByRole('link', { name: 'Student portal' })).toBeInTheDocument();
      const controls = [
        ...within(header).getAllByRole('button'),
        ...within(header).getAllByRole('link'),
        ...within(nav).getAllByRole('link'),
      ];
      expect(controls.length, `round ${round}`).toBeGreaterThan(3);
      for (const control of controls) expect(control).toHaveAccessibleName();
      await userEvent.click(within(header).getByRole('button', { name: /^(Expand|Collapse) menu$/ }));
    }
  });

  it('lists the pages as links in named groups, the current one marked, and follows one from the keyboard', async () => {
    const router = renderPanel('/panel/invoices');
    await screen.findByRole('heading', { level: 1, name: 'Invoices' });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    // Collapsed (the first state), the icons show alone: the groups' names go, the links keep theirs.
    expect(within(nav).queryByText('Finance')).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Invoices' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('button', { name: 'Expand menu' }));
    const finance = within(nav).getByRole('list', { name: 'Finance' });
    const invoices = within(finance).getByRole('link', { name: 'Invoices' });
    expect(invoices).toHaveAttribute('aria-current', 'page');
    expect(invoices).toHaveAttribute('href', '/panel/invoices');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');

    within(finance).getByRole('link', { name: 'Payments' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/payments'));
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Payments' })).toHaveAttribute('aria-current', 'page'),
    );
    expect(within(nav).getByRole('link', { name: 'Invoices' })).not.toHaveAttribute('aria-current');
  });

  it('moves focus to the new page’s h1 after a route change, not on the first page', async () => {
    const router = renderPanel();
    const first = await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(first).not.toHaveFocus();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    await userEvent.click(within(nav).getByText('Invoices'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/invoices'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Invoices' })).toHaveFocus());
  });

  it('closes the phone menu drawer with Escape', async () => {
    window.innerWidth = 360;
    renderPanel();
    const open = await screen.findByRole('button', { name: 'Open menu' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(open).toHaveAttribute('aria-expanded', 'false'));
  });

  it('gives the focus to the chosen page’s h1 when the phone menu closes on a choice', async () => {
    window.innerWidth = 360;
    const router = renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    await userEvent.click(within(nav).getByText('Invoices'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/invoices'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Invoices' })).toHaveFocus());
  });
});
