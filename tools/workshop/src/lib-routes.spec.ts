// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { libPagesOf, libRoutesOf } from './lib-routes';

const Page = () => null;

describe('a lib entry’s routes', () => {
  it('are the exported route lists, nothing else', () => {
    const invoicesRoutes = [{ path: 'invoices', Component: Page }];
    const payRoutes = [{ path: 'pay/:type', lazy: async () => ({ Component: Page }) }];
    expect(libRoutesOf({ invoicesRoutes, payRoutes, VERSION: '1', names: ['a'], empty: [] })).toEqual([
      ...invoicesRoutes,
      ...payRoutes,
    ]);
  });

  it('become pages under /panel: links where there is no parameter, patterns where there is', () => {
    expect(
      libPagesOf([
        { path: 'invoices', Component: Page },
        { path: 'invoices/:invoiceId', Component: Page },
        {
          path: 'shops',
          children: [
            { index: true, Component: Page },
            { path: ':invoiceId', Component: Page },
          ],
        },
      ]),
    ).toEqual([
      { pattern: '/panel/invoices', href: '/panel/invoices' },
      { pattern: '/panel/invoices/:invoiceId', href: null },
      { pattern: '/panel/shops', href: '/panel/shops' },
      { pattern: '/panel/shops/:invoiceId', href: null },
    ]);
  });
});
