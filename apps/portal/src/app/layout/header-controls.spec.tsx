import { setupMockApi } from '@portal/api-mocks/testing';
import { setupStore } from '@portal/data-access';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app-providers';
import { createRoutes } from '../routes';

const { signIn } = setupMockApi();

function renderPanel() {
  signIn();
  const store = setupStore(undefined, { reload: vi.fn() });
  const router = createMemoryRouter(createRoutes(), { initialEntries: ['/panel/dashboard'] });
  render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, store };
}

/**
 * A key as a browser sends it, `which` and `keyCode` included: antd's Menu (rc-menu) reads those, and user-event
 * leaves them out of its keyboard events.
 */
const KEY_CODES = { ArrowDown: 40, ArrowUp: 38, Enter: 13 } as const;
function press(key: keyof typeof KEY_CODES) {
  const keyCode = KEY_CODES[key];
  fireEvent.keyDown(document.activeElement as Element, { key, code: key, keyCode, which: keyCode });
}

/**
 * jsdom lays nothing out, and antd's Menu moves the focus only to items it can see (an offset parent): give every
 * element one, as a browser does for what is on screen.
 */
function layOutElements() {
  vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (this: HTMLElement) {
    return this.parentElement;
  });
}
afterEach(() => vi.restoreAllMocks());

const accountButton = () => screen.findByRole('button', { name: 'Account menu for Ana Silva' });

describe('the account menu button', () => {
  it('opens on a click with the focus on the first item, the arrows move it, Escape closes to the button', async () => {
    const user = userEvent.setup();
    layOutElements();
    renderPanel();
    const button = await accountButton();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu', { name: 'Account menu for Ana Silva' })).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Account menu for Ana Silva' });
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(within(menu).getByText('Ana Silva')).toBeInTheDocument();
    // The languages are radio items (the chosen one is checked), keeping data on the device a setting of its own
    // (on), Sign out an action; the arrows go through all.
    const languages = within(menu).getAllByRole('menuitemradio');
    expect(languages.map((item) => item.textContent)).toEqual(['English', '简体中文', 'العربية']);
    expect(languages.map((item) => item.getAttribute('aria-checked'))).toEqual(['true', 'false', 'false']);
    const keep = within(menu).getByRole('menuitemcheckbox', {
      name: 'Keep my data on this device for offline use',
    });
    expect(keep).toHaveAttribute('aria-checked', 'true');
    const items = [...languages, keep, within(menu).getByRole('menuitem', { name: 'Sign out' })];
    await waitFor(() => expect(items[0]).toHaveFocus());

    // Down from the language group to Sign out, then up again.
    for (const index of [1, 2, 3, 4]) {
      press('ArrowDown');
      await waitFor(() => expect(items[index]).toHaveFocus());
    }
    press('ArrowUp');
    await waitFor(() => expect(items[3]).toHaveFocus());

    await user.keyboard('{Escape}');
    expect(menu).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it.each([['{Enter}'], [' ']])('opens from the keyboard with %j', async (key) => {
    const user = userEvent.setup();
    renderPanel();
    const button = await accountButton();
    button.focus();
    await user.keyboard(key);
    const menu = await screen.findByRole('menu', { name: 'Account menu for Ana Silva' });
    await waitFor(() => expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveFocus());
  });

  it('closes on a click outside it, and on a second click of its button', async () => {
    const user = userEvent.setup();
    renderPanel();
    const button = await accountButton();
    await user.click(button);
    expect(screen.getByRole('menu', { name: 'Account menu for Ana Silva' })).toBeInTheDocument();
    await user.click(screen.getByRole('main'));
    expect(screen.queryByRole('menu', { name: 'Account menu for Ana Silva' })).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(screen.getByRole('menu', { name: 'Account menu for Ana Silva' })).toBeInTheDocument();
    await user.click(button);
    expect(screen.queryByRole('menu', { name: 'Account menu for Ana Silva' })).not.toBeInTheDocument();
  });

  it('signs out when Sign out is chosen from the keyboard', async () => {
    const user = userEvent.setup();
    layOutElements();
    const { router } = renderPanel();
    const button = await accountButton();
    await user.click(button);
    const menu = screen.getByRole('menu', { name: 'Account menu for Ana Silva' });
    const signOut = within(menu).getByRole('menuitem', { name: 'Sign out' });
    await waitFor(() => expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveFocus());
    press('ArrowUp');
    await waitFor(() => expect(signOut).toHaveFocus());
    press('Enter');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(document.cookie).not.toMatch(/(^|; )(access|refresh)=/);
  });

  it('turns keeping the data on this device off and on', async () => {
    const user = userEvent.setup();
    renderPanel();
    const name = 'Keep my data on this device for offline use';
    await user.click(await accountButton());
    await user.click(screen.getByRole('menuitemcheckbox', { name }));
    // The menu closes to its button; opened again, it says the setting is off.
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(await accountButton());
    expect(screen.getByRole('menuitemcheckbox', { name })).toHaveAttribute('aria-checked', 'false');
    await user.click(screen.getByRole('menuitemcheckbox', { name }));
    await user.click(await accountButton());
    expect(screen.getByRole('menuitemcheckbox', { name })).toHaveAttribute('aria-checked', 'true');
  });
});

describe('the dark-mode switch', () => {
  it('is a switch whose aria-checked and the page’s theme flip together', async () => {
    const user = userEvent.setup();
    const { store } = renderPanel();
    const toggle = await screen.findByRole('switch', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(store.getState().interface.darkMode).toBe(true);
    expect(document.documentElement.dataset['theme']).toBe('dark');

    // From the keyboard too: a native button, Space and Enter both press it.
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(document.documentElement.dataset['theme']).toBe('light');
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });
});
