import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PageQuery } from './page-states';
import { SectionStates } from './section-states';

const query = (overrides: Partial<PageQuery> = {}): PageQuery => ({
  isError: false,
  isFetching: false,
  refetch: vi.fn(),
  ...overrides,
});

describe('SectionStates', () => {
  it('names the section by its heading and shows a spinner while loading', () => {
    render(
      <SectionStates title="Latest news" queries={[query({ isFetching: true })]} data={undefined}>
        {() => <p>data</p>}
      </SectionStates>,
    );
    expect(screen.getByRole('region', { name: 'Latest news' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Latest news' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('keeps the room it reserves while loading, and gives it to the data when it arrives', () => {
    const reserve = <div data-testid="room" />;
    const { rerender } = render(
      <SectionStates
        title="Banners"
        queries={[query({ isFetching: true })]}
        data={undefined}
        reserve={reserve}
      >
        {(data: string) => <p>{data}</p>}
      </SectionStates>,
    );
    expect(screen.getByRole('status')).toContainElement(screen.getByTestId('room'));
    rerender(
      <SectionStates title="Banners" queries={[query()]} data="Welcome week" reserve={reserve}>
        {(data: string) => <p>{data}</p>}
      </SectionStates>,
    );
    expect(screen.getByText('Welcome week')).toBeInTheDocument();
    expect(screen.queryByTestId('room')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows its own error with a retry of the failed queries only', async () => {
    const failed = query({ isError: true });
    const fine = query();
    render(
      <SectionStates title="Your agent" queries={[fine, failed]} data={undefined}>
        {() => <p>data</p>}
      </SectionStates>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This part could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
    expect(fine.refetch).not.toHaveBeenCalled();
  });

  it('shows the empty state or the data', () => {
    const { unmount } = render(
      <SectionStates
        title="Offers"
        queries={[query()]}
        data={[]}
        isEmpty={(d) => d.length === 0}
        empty="No offers"
      >
        {() => <p>data</p>}
      </SectionStates>,
    );
    expect(screen.getByText('No offers')).toBeInTheDocument();
    unmount();
    render(
      <SectionStates title="Offers" queries={[query()]} data={['a']} extra={<a href="/x">All</a>}>
        {(d) => <p>{d.join()}</p>}
      </SectionStates>,
    );
    expect(screen.getByText('a')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All' })).toBeInTheDocument();
  });
});
