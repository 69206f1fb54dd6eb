import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { Statistic, Terms } from './figures';
import { Notice } from './notice';
import { Panel, Tiles } from './panel';
import { PageSpinner } from './page-spinner';
import { Stack } from './stack';
import { StatusTag } from './status-tag';
import { Text, Title } from './typography';

describe('light building blocks', () => {
  it('lays items out as a list when asked, keeping their order and the name it is given', () => {
    render(
      <Stack component="ul" aria-label="Ways in" vertical gap={8}>
        <li>Shop</li>
        <li>Services</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Ways in' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Shop', 'Services']);
  });

  it('says a page is loading to screen readers, the spinner itself hidden from them', () => {
    render(<PageSpinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('shows a status as its words, the colour of its tone repeating them', () => {
    render(
      <>
        <StatusTag label="Overdue" tone="error" />
        <StatusTag label="Paid" tone="success" />
      </>,
    );
    expect(screen.getByText('Overdue')).toHaveClass('ui-tag', 'ui-tag-error');
    expect(screen.getByText('Paid')).toHaveClass('ui-tag', 'ui-tag-success');
  });

  it('names a figure by its label, so a screen reader reads both together', () => {
    render(<Statistic title="Overdue" value={3} tone="danger" />);
    const group = screen.getByRole('group', { name: 'Overdue' });
    expect(group).toHaveTextContent('Overdue3');
    expect(within(group).getByText('3')).toHaveClass('ui-text-danger');
  });

  it('lists label and value pairs as terms and their descriptions', () => {
    render(
      <Terms
        items={[
          { key: 'school', label: 'School', children: 'City Language School' },
          { key: 'room', label: 'Room', children: '12B' },
        ]}
      />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['School', 'Room']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'City Language School',
      '12B',
    ]);
  });

  it('says what failed and offers the action beside it', async () => {
    const retry = vi.fn();
    render(
      <Notice
        role="alert"
        type="error"
        title="This part did not load"
        action={<Button onClick={retry}>Retry</Button>}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This part did not load');
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('heads a panel with its title and extra, and sets headings at the level asked', () => {
    render(
      <Tiles layout="thirds">
        <Panel title={<Title level={2}>Your stay</Title>} extra={<a href="/panel/news">All news</a>}>
          <Text type="secondary" ellipsis>
            From 1 March
          </Text>
        </Panel>
      </Tiles>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Your stay' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/panel/news');
    expect(screen.getByText('From 1 March')).toHaveClass('ui-text-secondary', 'ui-text-ellipsis');
  });
});
