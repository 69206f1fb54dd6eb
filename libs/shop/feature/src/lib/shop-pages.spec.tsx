import { setupMockApi } from '@portal/api-mocks/testing';
import { markerRoute, panelRoutes } from '@portal/data-access/testing';
import { renderRoutes } from '@portal/ui/testing';
import { basketStorageKey } from '@portal/shop/data-access';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { shopRoutes } from '../index';

const { signIn, server, db } = setupMockApi();
afterEach(() => window.localStorage.clear());

function renderShop(url: string, email?: string) {
  signIn(email);
  return renderRoutes(panelRoutes(shopRoutes), {
    url,
    extraRoutes: [markerRoute('/panel/services/:id/:slug', 'Service page')],
  });
}

const storedBasket = (studentId = 1001) =>
  JSON.parse(window.localStorage.getItem(basketStorageKey(studentId)) ?? 'null');

describe('shop home', () => {
  it('never asks for the whole invoice list (its size grows with the student’s history)', async () => {
    const lists: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/student_portal/invoices')) lists.push(url);
    });
    try {
      renderShop('/panel/shops');
      // The first visit loads the lazy page; on a busy machine that takes a moment.
      await screen.findByRole('list', { name: 'Shop categories' }, { timeout: 60_000 });
      await screen.findByRole('combobox', { name: 'For booking' });
      expect(lists.filter((url) => !url.searchParams.has('per_page'))).toEqual([]);
    } finally {
      server.events.removeAllListeners();
    }
  }, 120_000);

  it('lists the categories for the newest booking, the services and the taste card', async () => {
    renderShop('/panel/shops');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
    const categories = await screen.findByRole('list', { name: 'Shop categories' });
    expect(within(categories).getByRole('link', { name: 'Bedding & kitchen' })).toHaveAttribute(
      'href',
      '/panel/shops/2/1',
    );
    expect(within(categories).getAllByRole('listitem')).toHaveLength(3);
    const services = await screen.findByRole('list', { name: 'Services' });
    expect(within(services).getByRole('link', { name: 'Airport pickup' })).toHaveAttribute(
      'href',
      '/panel/services/2/airport-pickup',
    );
    expect(await screen.findByRole('heading', { name: /Taste card offer/ })).toBeInTheDocument();
  });

  it('offers only the student’s stays "For booking", says what choosing one means, and starts with the newest', async () => {
    const user = userEvent.setup();
    renderShop('/panel/shops');
    const select = await screen.findByRole('combobox', { name: 'For booking' });
    expect(select).toHaveAccessibleDescription(
      'What you buy here is added to this stay: things are delivered there and extras are done there.',
    );
    const stay = 'Riverside Residence, single en-suite (ACC-2026-0412)';
    expect(screen.getByText(stay)).toBeInTheDocument();
    await user.click(select);
    expect(await screen.findAllByRole('option')).toHaveLength(1);
    expect(screen.queryByText(/Tuition|Library fine|Gym & wellbeing, September/)).not.toBeInTheDocument();
  });

  it.each(['/panel/shops/9', '/panel/shops/10'])(
    'says "Not found" for an invoice that bills no stay, such as tuition or a library fine (%s)',
    async (url) => {
      renderShop(url);
      expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    },
  );

  it('links the categories to the booking in the path', async () => {
    renderShop('/panel/shops/2');
    expect(await screen.findByRole('link', { name: 'Study essentials' })).toHaveAttribute(
      'href',
      '/panel/shops/2/2',
    );
  });

  it('adds the taste card to the basket once, and refuses a second one', async () => {
    const user = userEvent.setup();
    renderShop('/panel/shops/2');
    await user.click(await screen.findByRole('button', { name: 'Add the taste card' }));
    expect(await screen.findByRole('link', { name: 'Go to the basket' })).toHaveAttribute(
      'href',
      '/panel/basket',
    );
    expect(storedBasket().lines).toMatchObject([{ kind: 'product', id: 106, quantity: 1, invoice_id: 2 }]);
    await user.click(screen.getByRole('button', { name: 'Add the taste card' }));
    expect(await screen.findByText('You can have at most 1 of this in your basket.')).toBeInTheDocument();
  });

  it.each(['/panel/shops/abc', '/panel/shops/13', '/panel/shops/999'])(
    'says "Not found" for a booking that is not the student’s (%s)',
    async (url) => {
      renderShop(url);
      expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/panel/shops');
    },
  );

  it('says that shopping needs a booking when the student has none', async () => {
    server.use(http.get('*/student_portal/bookings', () => HttpResponse.json({ data: [] })));
    renderShop('/panel/shops');
    expect(
      await screen.findByText('Shopping is linked to a booking, and you have none yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Shop categories' })).not.toBeInTheDocument();
  });

  it('shows an empty shop', async () => {
    server.use(http.get('*/student_portal/categories', () => HttpResponse.json({ data: [] })));
    renderShop('/panel/shops');
    expect(await screen.findByText('The shop has nothing on offer right now')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/student_portal/categories', () => HttpResponse.json({}, { status: 500 })));
    renderShop('/panel/shops');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    server.resetHandlers();
    await user.click(retry);
    expect(await screen.findByRole('link', { name: 'Bedding & kitchen' })).toBeInTheDocument();
  });
});

describe('shop category', () => {
  it('lists products with image, name, price and description, and flags what is not available', async () => {
    renderShop('/panel/shops/2/2');
    // The heading shows the category's name while its products load, then stays with them.
    const list = await screen.findByRole('list', { name: 'Products in Study essentials' });
    expect(screen.getByRole('heading', { level: 1, name: 'Study essentials' })).toBeInTheDocument();
    const lamp = within(list).getByRole('link', { name: 'Desk lamp' }).closest('li') as HTMLElement;
    expect(within(lamp).getByText('£22.00')).toBeInTheDocument();
    expect(within(lamp).getByText('Not available')).toBeInTheDocument();
    expect(within(lamp).getByText('An LED lamp with three brightness levels.')).toBeInTheDocument();
    expect(lamp.querySelector('img')?.getAttribute('src')).toMatch(
      /^http:\/\/[^/]+\/images\/shop\/desk-lamp\.svg$/,
    );
    expect(within(list).getByRole('link', { name: 'Notebook bundle' })).toHaveAttribute(
      'href',
      '/panel/shops/2/2/105',
    );
  });

  it('shows an empty category', async () => {
    server.use(http.get('*/student_portal/products', () => HttpResponse.json({ data: [] })));
    renderShop('/panel/shops/2/2');
    expect(await screen.findByText('Nothing in this category right now')).toBeInTheDocument();
  });

  it.each(['/panel/shops/2/x', '/panel/shops/2/10', '/panel/shops/2/77'])(
    'says "Not found" for an unknown category (%s)',
    async (url) => {
      renderShop(url);
      expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
      expect(screen.getByText(/This category does not exist/)).toBeInTheDocument();
    },
  );

  it('drops an image URL that is not http(s) or an inline image', async () => {
    db.shop.products.find((product) => product.id === 105)!.image = 'javascript:alert(1)';
    renderShop('/panel/shops/2/2');
    const list = await screen.findByRole('list', { name: 'Products in Study essentials' });
    const notebook = within(list).getByRole('link', { name: 'Notebook bundle' }).closest('li') as HTMLElement;
    expect(notebook.querySelector('img')).toBeNull();
  });
});

describe('shop product', () => {
  it('adds the chosen quantity and option to the student’s basket', async () => {
    const user = userEvent.setup();
    renderShop('/panel/shops/2/1/101');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Duvet and pillow set' }),
    ).toBeInTheDocument();
    expect(screen.getByText('£45.00')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Double' }));
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(await screen.findByText('Added to your basket.')).toBeInTheDocument();
    expect(storedBasket().lines).toMatchObject([
      {
        kind: 'product',
        id: 101,
        quantity: 2,
        options: { size: 'Double' },
        invoice_id: 2,
        // The basket says where it comes from, not "Product".
        category: 'Bedding & kitchen',
      },
    ]);
    expect(storedBasket(1002)).toBeNull();
  });

  it('leads back to its category, named, not to the shop’s start', async () => {
    renderShop('/panel/shops/2/1/101');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Duvet and pillow set' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Back to Bedding & kitchen' })).toHaveAttribute(
      'href',
      '/panel/shops/2/1',
    );
  });

  it('refuses a quantity outside what is allowed, with a message', async () => {
    const user = userEvent.setup();
    renderShop('/panel/shops/2/1/101');
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '6');
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(await screen.findByText('Choose a whole number from 1 to 5.')).toBeInTheDocument();
    expect(storedBasket()).toBeNull();
  });

  it('cannot add a product that is no longer available', async () => {
    renderShop('/panel/shops/2/2/104');
    expect(await screen.findByRole('heading', { level: 1, name: 'Desk lamp' })).toBeInTheDocument();
    expect(screen.getByText(/not available at the moment/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to basket' })).not.toBeInTheDocument();
  });

  it.each(['/panel/shops/2/1/abc', '/panel/shops/2/1/999', '/panel/shops/2/2/101'])(
    'says "Not found" for an unknown product or one of another category (%s)',
    async (url) => {
      renderShop(url);
      expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the shop' })).toBeInTheDocument();
    },
  );

  it('shows an error with a retry', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/student_portal/products/:id', () => HttpResponse.json({}, { status: 500 })));
    renderShop('/panel/shops/2/1/101');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    server.resetHandlers();
    await user.click(retry);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Duvet and pillow set' }),
    ).toBeInTheDocument();
  });
});
