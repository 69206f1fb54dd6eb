import { setupMockApi } from '@portal/api-mocks/testing';
import { setupStore } from '@portal/data-access';
import { basketStorageKey } from '@portal/shop/data-access';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app-providers';
import { createRoutes } from '../routes';

const { signIn } = setupMockApi();
afterEach(() => window.localStorage.clear());

function renderApp(url: string) {
  const store = setupStore(undefined, { reload: vi.fn() });
  const router = createMemoryRouter(createRoutes(), { initialEntries: [url] });
  render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router };
}

describe('the header basket', () => {
  it('counts what the student adds and leads to the basket', async () => {
    const user = userEvent.setup();
    signIn();
    const { router } = renderApp('/panel/shops/2/2/105');
    expect(await screen.findByRole('link', { name: 'Basket, 0 items' })).toHaveAttribute(
      'href',
      '/panel/basket',
    );
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    const basket = await screen.findByRole('link', { name: 'Basket, 3 items' });
    await user.click(basket);
    expect(await screen.findByRole('heading', { level: 1, name: 'Basket' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/panel/basket');
    expect(await screen.findByRole('spinbutton', { name: 'Quantity of Notebook bundle' })).toHaveValue('3');
  });

  it('counts the basket kept from an earlier visit, each student their own', async () => {
    const lines = [
      {
        key: 'product:105:4:[]',
        kind: 'product',
        id: 105,
        quantity: 2,
        options: {},
        invoice_id: 4,
        name: 'Notebook bundle',
        unit_price: 9.99,
        currency: 'GBP',
      },
    ];
    window.localStorage.setItem(basketStorageKey(1001), JSON.stringify({ basket_id: 'bsk_a', lines }));
    signIn('demo2@student.test');
    renderApp('/panel/basket');
    expect(await screen.findByText('Your basket is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Basket, 0 items' })).toBeInTheDocument();
    cleanup();
    signIn();
    renderApp('/panel/basket');
    expect(await screen.findByRole('link', { name: 'Basket, 2 items' })).toBeInTheDocument();
  });
});
