import { setupMockApi } from '@portal/api-mocks/testing';
import { panelRoutes } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { basketStorageKey } from '@portal/shop/data-access';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { servicesRoutes } from '../index';

const { signIn, server } = setupMockApi();
afterEach(() => window.localStorage.clear());

function renderService(url: string) {
  signIn();
  return renderRoutes(panelRoutes(servicesRoutes), { url });
}

describe('catalog service', () => {
  it('lists the service’s categories for the newest booking', async () => {
    renderService('/panel/services/1/home-services');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home services' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Categories' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Cleaning' })).toHaveAttribute(
      'href',
      '/panel/services/1/home-services/2/10',
    );
  });

  it('completes a path without slug to the one with it', async () => {
    const { router } = renderService('/panel/services/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home services' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/panel/services/1/home-services');
  });

  it('lists a category’s products', async () => {
    renderService('/panel/services/1/home-services/2/10');
    // The heading shows the category's name while its products load, then stays with them.
    const deep = (await screen.findByRole('link', { name: 'Deep clean' })).closest('li') as HTMLElement;
    expect(screen.getByRole('heading', { level: 1, name: 'Cleaning' })).toBeInTheDocument();
    expect(within(deep).getByText('£60.00')).toBeInTheDocument();
    expect(within(deep).getByRole('link')).toHaveAttribute(
      'href',
      '/panel/services/1/home-services/2/10/202',
    );
  });

  it('says when a category has nothing', async () => {
    server.use(http.get('*/student_portal/products', () => HttpResponse.json({ data: [] })));
    renderService('/panel/services/1/home-services/2/10');
    expect(await screen.findByText('Nothing in this category right now')).toBeInTheDocument();
  });

  it.each(['/panel/services/1/home-services/2/10/201', '/panel/services/home-services/1/2/10/201'])(
    'opens a product and adds it to the basket as a service (%s)',
    async (url) => {
      const user = userEvent.setup();
      renderService(url);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Weekly room cleaning' }),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: 'Friday' }));
      await user.click(screen.getByRole('button', { name: 'Add to basket' }));
      expect(await screen.findByText('Added to your basket.')).toBeInTheDocument();
      const stored = JSON.parse(window.localStorage.getItem(basketStorageKey(1001))!);
      expect(stored.lines).toMatchObject([
        { kind: 'service', id: 201, quantity: 1, options: { day: 'Friday' }, invoice_id: 2 },
      ]);
    },
  );

  it.each([
    '/panel/services/abc',
    '/panel/services/99',
    '/panel/services/1/wrong-slug',
    '/panel/services/1/Bad%20Slug',
    '/panel/services/1/home-services/13',
    '/panel/services/1/home-services/2/1',
    '/panel/services/1/home-services/2/x',
    '/panel/services/1/home-services/2/10/203',
    '/panel/services/1/home-services/2/10/999',
    '/panel/services/home-services/2/2/10/201',
  ])('says "Not found" with a way back for %s', async (url) => {
    renderService(url);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/panel/shops');
  });

  it('shows an error with a retry', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/student_portal/service', () => HttpResponse.json({}, { status: 500 })));
    renderService('/panel/services/1/home-services');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    server.resetHandlers();
    await user.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Home services' })).toBeInTheDocument();
  });
});
