import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import './i18n/register';
import { RouteErrorPage } from './route-error-page';

afterEach(() => window.sessionStorage.clear());

describe('a page whose code cannot load', () => {
  it('offline, says the page is not available offline yet and waits, instead of reloading into nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const router = createMemoryRouter(
      [
        {
          path: '/',
          errorElement: <RouteErrorPage />,
          hydrateFallbackElement: <p>Loading</p>,
          lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /x.js')),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is not available offline yet' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'It has not been opened on this device before. It will open by itself when you are back online.',
      ),
    ).toBeInTheDocument();
    // No reload was spent: the guard is still free for when the connection returns.
    expect(window.sessionStorage.getItem('portal:chunk-reload-at')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Still no connection. The page will open as soon as you are back online.',
    );
  });
});
