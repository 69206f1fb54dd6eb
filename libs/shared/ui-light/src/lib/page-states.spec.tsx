import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { i18n, loadLanguage } from './i18n/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageStates, type PageQuery } from './page-states';

const query = (overrides: Partial<PageQuery> = {}): PageQuery => ({
  isError: false,
  isFetching: false,
  refetch: vi.fn(),
  ...overrides,
});

function show(element: React.ReactElement) {
  const router = createMemoryRouter([{ path: '/', element }]);
  return render(<RouterProvider router={router} />);
}

describe('PageStates', () => {
  it('keeps the heading and shows a spinner while the data is on its way', () => {
    show(
      <PageStates title="Payments" queries={[query({ isFetching: true })]} data={undefined}>
        {() => <p>data</p>}
      </PageStates>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    expect(screen.queryByText('data')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error with a retry that asks only the failed queries again', async () => {
    const failed = query({ isError: true });
    const fine = query();
    show(
      <PageStates title="Payments" queries={[fine, failed]} data={undefined}>
        {() => <p>data</p>}
      </PageStates>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
    expect(fine.refetch).not.toHaveBeenCalled();
  });

  it('says how old data kept from an earlier visit is, and nothing for data of this visit', () => {
    const threeHoursAgo = performance.timeOrigin - 3 * 60 * 60 * 1000 - 1000;
    const { rerender } = show(
      <PageStates
        title="Wallet"
        queries={[query({ fulfilledTimeStamp: threeHoursAgo })]}
        data={{ balance: 5 }}
      >
        {() => <p>data</p>}
      </PageStates>,
    );
    expect(screen.getByText('Updated 3 hr. ago')).toBeInTheDocument();
    expect(screen.getByText('data')).toBeInTheDocument();
    rerender(
      <RouterProvider
        router={createMemoryRouter([
          {
            path: '/',
            element: (
              <PageStates
                title="Wallet"
                queries={[query({ fulfilledTimeStamp: Date.now() })]}
                data={{ balance: 5 }}
              >
                {() => <p>data</p>}
              </PageStates>
            ),
          },
        ])}
      />,
    );
    expect(screen.queryByText(/^Updated/)).not.toBeInTheDocument();
  });

  it('offline, says a page with nothing kept is not available offline yet, with Try again', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const failed = query({ isError: true });
      show(
        <PageStates title="Orders" queries={[failed]} data={undefined}>
          {() => <p>data</p>}
        </PageStates>,
      );
      expect(screen.getByRole('alert')).toHaveTextContent('Not available offline yet');
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(failed.refetch).toHaveBeenCalledOnce();
    } finally {
      offline.mockRestore();
    }
  });

  it('says "Not found" with the way back, before anything else', () => {
    show(
      <PageStates
        title="Invoice"
        queries={[query({ isError: true })]}
        data={undefined}
        notFound={{ when: true, text: 'No such invoice.', backTo: '/', backLabel: 'All invoices' }}
      >
        {() => <p>data</p>}
      </PageStates>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All invoices' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the empty state, or the data with the actions that need it', () => {
    const { unmount } = show(
      <PageStates
        title="Orders"
        queries={[query()]}
        data={[]}
        isEmpty={(d) => d.length === 0}
        empty="No orders yet"
      >
        {() => <p>data</p>}
      </PageStates>,
    );
    expect(screen.getByText('No orders yet')).toBeInTheDocument();
    expect(screen.queryByText('data')).not.toBeInTheDocument();
    unmount();
    show(
      <PageStates
        title="Orders"
        queries={[query()]}
        data={['a', 'b']}
        isEmpty={(d) => d.length === 0}
        extra={(d) => <button type="button">Export {d.length}</button>}
      >
        {(d) => <p>{d.join(',')}</p>}
      </PageStates>,
    );
    expect(screen.getByText('a,b')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export 2' })).toBeInTheDocument();
  });

  it('keeps actions that need no data beside the heading in every state', () => {
    show(
      <PageStates
        title="Requests"
        queries={[query({ isError: true })]}
        data={undefined}
        extra={<button type="button">New request</button>}
      >
        {() => <p>data</p>}
      </PageStates>,
    );
    expect(screen.getByRole('button', { name: 'New request' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it('shows a link that cannot be used as an error, with what did not happen', () => {
    show(
      <PageStates
        title="Pay"
        queries={[query()]}
        data={undefined}
        notFound={{
          when: true,
          title: 'This payment link is not valid',
          text: 'The link is damaged.',
          detail: 'No payment was started.',
          backTo: '/invoices',
          backLabel: 'Back to invoices',
        }}
      >
        {() => <p>data</p>}
      </PageStates>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'This payment link is not valid' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The link is damaged.');
    expect(screen.getByText('No payment was started.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to invoices' })).toHaveAttribute('href', '/invoices');
  });

  // Every tab said "Student portal" (WCAG 2.4.2).
  describe('the browser tab', () => {
    afterEach(async () => {
      await loadLanguage('en');
      await i18n.changeLanguage('en');
    });

    it('names the page, in every state, before the portal', () => {
      const { unmount } = show(
        <PageStates title="Invoices" queries={[query({ isFetching: true })]} data={undefined}>
          {() => <p>data</p>}
        </PageStates>,
      );
      expect(document.title).toBe('Invoices · Student portal');
      unmount();
      show(
        <PageStates
          title="INV-1"
          queries={[query()]}
          data={undefined}
          notFound={{ when: true, text: 'No such invoice.', backTo: '/', backLabel: 'Back' }}
        >
          {() => <p>data</p>}
        </PageStates>,
      );
      expect(document.title).toBe('Not found · Student portal');
    });

    it('takes a plain title when the heading is not text, in the student’s language', async () => {
      await loadLanguage('zh-CN');
      await i18n.changeLanguage('zh-CN');
      show(
        <PageStates
          title={<span>INV-000106</span>}
          documentTitle="发票 INV-000106"
          queries={[query()]}
          data={{}}
        >
          {() => <p>data</p>}
        </PageStates>,
      );
      expect(document.title).toBe('发票 INV-000106 · 学生门户');
    });
  });
});
