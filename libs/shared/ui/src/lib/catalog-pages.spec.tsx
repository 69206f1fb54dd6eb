import type { CatalogItem, CatalogView } from '@portal/util';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { CatalogCategoryPage } from './catalog-category-page';
import { CatalogHomePage } from './catalog-home-page';
import { CatalogItemPage } from './catalog-item-page';
import type { CatalogStrings } from './catalog-words';
import { addTranslations } from '@portal/ui-light';

const catalogTestEn = {
  fruit: {
    title: 'Fruit stand',
    categories: 'Kinds of fruit',
    noCategories: 'No fruit today',
    entries: 'Fruit in {{name}}',
    noEntries: 'Nothing in {{name}}',
    backToCatalog: 'Back to the stand',
    backToCategory: 'Back to {{name}}',
    notFound: { booking: 'No such booking.', category: 'No such kind.', item: 'No such fruit.' },
    notFoundBack: 'Back to the stand',
  } satisfies CatalogStrings,
};

declare module '@portal/ui-light' {
  interface PortalResources {
    'catalog-test': typeof catalogTestEn;
  }
}

// A test namespace: the same strings stand in for every language (the tests run in English).
addTranslations('catalog-test', {
  en: catalogTestEn,
  'zh-CN': () => Promise.resolve(catalogTestEn),
  ar: () => Promise.resolve(catalogTestEn),
});
const words = { ns: 'catalog-test', key: 'fruit' } as const;

const pathTo = (...ids: Array<number | undefined>) => ['/stand', ...ids.filter(Boolean)].join('/');
const apples = { id: 2, name: 'Apples', description: 'Crisp ones', image: null };
const pear: CatalogItem = {
  ...apples,
  id: 7,
  category_id: 2,
  name: 'Pear',
  price: 1.5,
  currency: 'GBP',
  available: false,
  max_quantity: 3,
};

function view<T>(overrides: Partial<CatalogView<T>> = {}): CatalogView<T> {
  return {
    missing: null,
    queries: [],
    rootPath: '/stand',
    heading: undefined,
    pathTo,
    invoiceId: 4,
    category: apples,
    data: undefined,
    ...overrides,
  };
}

function show(element: ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }]);
  return render(<RouterProvider router={router} />);
}

describe('catalog pages', () => {
  it('heads a category with its name and a way back while its items load, then lists them priced', () => {
    const { unmount } = show(<CatalogCategoryPage view={view()} words={words} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Apples' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the stand' })).toHaveAttribute('href', '/stand/4');
    unmount();

    const data = { invoiceId: 4, category: apples, entries: [pear], pathTo };
    show(<CatalogCategoryPage view={view({ data })} words={words} />);
    const card = within(screen.getByRole('list', { name: 'Fruit in Apples' })).getByRole('listitem');
    expect(within(card).getByRole('link', { name: 'Pear' })).toHaveAttribute('href', '/stand/4/2/7');
    expect(within(card).getByText('£1.50')).toBeInTheDocument();
    expect(within(card).getByText('Not available')).toBeInTheDocument();
  });

  it('says "Not found" for the missing segment, with the way back to the start', () => {
    show(<CatalogCategoryPage view={view({ missing: 'category' })} words={words} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByText('No such kind.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the stand' })).toHaveAttribute('href', '/stand');
  });

  it('says that buying needs a booking, and lets a catalog show its own form instead of categories', () => {
    const data = { bookings: [], booking: undefined, categories: [apples], pathTo };
    const { unmount } = show(<CatalogHomePage view={view({ data })} words={words} />);
    expect(screen.getByText('Shopping is linked to a booking, and you have none yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Kinds of fruit' })).not.toBeInTheDocument();
    unmount();

    const booking = { id: 4, reference: 'ACC-4', title: 'Room' };
    const heading = { title: 'Orchard', subtitle: 'Pick your own' };
    show(
      <CatalogHomePage
        view={view({ heading, data: { bookings: [booking], booking, categories: [], pathTo } })}
        words={words}
        content={(invoiceId) => <p>Own form for {invoiceId}</p>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Orchard' })).toBeInTheDocument();
    expect(screen.getByText('Own form for 4')).toBeInTheDocument();
  });

  it('says why the basket refused an item', async () => {
    const user = userEvent.setup();
    const add = vi.fn(() => 'quantity' as const);
    const data = { invoiceId: 4, category: apples, item: { ...pear, available: true }, add, pathTo };
    show(<CatalogItemPage view={view({ data })} words={words} />);
    expect(screen.getByRole('link', { name: 'Back to Apples' })).toHaveAttribute('href', '/stand/4/2');
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(await screen.findByText('You can have at most 3 of this in your basket.')).toBeInTheDocument();
    expect(add).toHaveBeenCalledWith({ quantity: 1, options: {} });
  });
});
