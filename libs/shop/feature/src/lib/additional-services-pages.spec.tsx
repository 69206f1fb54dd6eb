import { setupMockApi } from '@portal/api-mocks/testing';
import { panelRoutes } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { basketStorageKey } from '@portal/shop/data-access';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { shopRoutes } from '../index';

const { signIn, server } = setupMockApi();
afterEach(() => window.localStorage.clear());

function renderPage(url: string) {
  signIn();
  return renderRoutes(panelRoutes(shopRoutes), { url });
}

describe('additional services', () => {
  it('lists the categories for the newest booking', async () => {
    renderPage('/panel/additional-services');
    expect(await screen.findByRole('heading', { level: 1, name: 'Additional services' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Categories of additional services' });
    expect(within(list).getByRole('link', { name: 'Extras' })).toHaveAttribute(
      'href',
      '/panel/additional-services/2/2',
    );
  });

  it('lists the services of a category with price and availability', async () => {
    renderPage('/panel/additional-services/2/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Extras' })).toBeInTheDocument();
    const parking = (await screen.findByRole('link', { name: 'Parking space' })).closest('li') as HTMLElement;
    expect(within(parking).getByText('£80.00')).toBeInTheDocument();
    expect(within(parking).getByText('Not available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Extra bedding pack' })).toHaveAttribute(
      'href',
      '/panel/additional-services/2/2/303',
    );
  });

  it('adds a service to the basket for the booking in the path', async () => {
    const user = userEvent.setup();
    renderPage('/panel/additional-services/2/1/301');
    expect(await screen.findByRole('heading', { level: 1, name: 'Early check-in' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(await screen.findByText('Added to your basket.')).toBeInTheDocument();
    const stored = JSON.parse(window.localStorage.getItem(basketStorageKey(1001))!);
    expect(stored.lines).toMatchObject([
      { kind: 'additional_service', id: 301, quantity: 1, invoice_id: 2, booking: expect.any(String) },
    ]);
  });

  it('cannot add a service that is no longer available', async () => {
    renderPage('/panel/additional-services/2/2/304');
    expect(await screen.findByRole('heading', { level: 1, name: 'Parking space' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to basket' })).not.toBeInTheDocument();
  });

  it('says when a category has nothing', async () => {
    server.use(
      http.get('*/student_portal/additional_services', ({ request }) =>
        new URL(request.url).searchParams.get('type') === '1'
          ? HttpResponse.json({ data: [] })
          : HttpResponse.json({ data: [{ id: 2, name: 'Extras', description: '', image: null }] }),
      ),
    );
    renderPage('/panel/additional-services/2/2');
    expect(await screen.findByText('No additional services for this booking')).toBeInTheDocument();
  });

  it.each([
    '/panel/additional-services/abc',
    '/panel/additional-services/13',
    '/panel/additional-services/13/1',
    '/panel/additional-services/2/9',
    '/panel/additional-services/2/1/303',
    '/panel/additional-services/2/1/x',
  ])('says "Not found" for a bad booking, category or service (%s)', async (url) => {
    renderPage(url);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to additional services' })).toHaveAttribute(
      'href',
      '/panel/additional-services',
    );
  });

  it('shows an error with a retry', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('*/student_portal/additional_services', () => HttpResponse.json({}, { status: 500 })),
    );
    renderPage('/panel/additional-services/2');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    server.resetHandlers();
    await user.click(retry);
    expect(await screen.findByRole('link', { name: 'Extras' })).toBeInTheDocument();
  });
});
