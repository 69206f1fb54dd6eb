import '@portal/ui-light';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TableColumnType } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table';

interface Row {
  id: number;
  name: string;
  amount: number;
}

const rows: Row[] = [
  { id: 1, name: 'Rent', amount: 500 },
  { id: 2, name: 'Laundry', amount: 20 },
  { id: 3, name: 'Gym', amount: 45 },
];

const columns: TableColumnType<Row>[] = [
  { key: 'name', title: 'Item', dataIndex: 'name' },
  {
    key: 'amount',
    title: 'Amount',
    dataIndex: 'amount',
    align: 'right',
    sorter: (a, b) => a.amount - b.amount,
    render: (value: number) => `£${value}`,
  },
];

const desktopWidth = window.innerWidth;
const namesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('definition')[0]?.textContent);

describe('DataTable on a wide screen', () => {
  it('is a table named by its label, with the totals under the rows', () => {
    render(
      <DataTable<Row>
        rowKey="id"
        label="Lines"
        columns={columns}
        dataSource={rows}
        pagination={false}
        totals={[{ key: 'total', label: 'Total', value: '£565', strong: true }]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Lines' });
    expect(within(table).getByRole('columnheader', { name: 'Item' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '£565' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('DataTable on a phone', () => {
  beforeEach(() => {
    window.innerWidth = 360;
  });
  afterEach(() => {
    window.innerWidth = desktopWidth;
  });

  it('shows each row as a card of label/value pairs, and the totals after them', () => {
    render(
      <DataTable<Row>
        rowKey="id"
        label="Lines"
        columns={columns}
        dataSource={rows}
        pagination={false}
        totals={[{ key: 'total', label: 'Total', value: '£565', strong: true }]}
      />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Lines' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const first = items[0] as HTMLElement;
    expect(
      within(first)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Item', 'Amount']);
    expect(
      within(first)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['Rent', '£500']);
    expect(screen.getByText('Total')).toBeInTheDocument();
    expect(screen.getByText('£565')).toBeInTheDocument();
  });

  it('sorts by a column the student picks', async () => {
    const user = userEvent.setup();
    render(
      <DataTable<Row> rowKey="id" label="Lines" columns={columns} dataSource={rows} pagination={false} />,
    );
    const list = () => screen.getByRole('list', { name: 'Lines' });
    expect(namesIn(list())).toEqual(['Rent', 'Laundry', 'Gym']);
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByTitle('Amount, ascending'));
    expect(namesIn(list())).toEqual(['Laundry', 'Gym', 'Rent']);
  });

  it('reports sorting and paging to a page that controls them', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const many = Array.from({ length: 12 }, (_, index) => ({
      id: index + 1,
      name: `Row ${index + 1}`,
      amount: index,
    }));
    render(
      <DataTable<Row>
        rowKey="id"
        label="Rows"
        columns={columns.map((column) =>
          column.key === 'amount' ? { ...column, sorter: true, sortOrder: null } : column,
        )}
        dataSource={many}
        pagination={{ pageSize: 5 }}
        onChange={onChange}
      />,
    );
    expect(within(screen.getByRole('list', { name: 'Rows' })).getAllByRole('listitem')).toHaveLength(5);
    await user.click(screen.getByTitle('Next Page'));
    expect(namesIn(screen.getByRole('list', { name: 'Rows' }))).toEqual([
      'Row 6',
      'Row 7',
      'Row 8',
      'Row 9',
      'Row 10',
    ]);
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ current: 2, pageSize: 5 }),
      {},
      expect.anything(),
      expect.objectContaining({ action: 'paginate' }),
    );

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByTitle('Amount, descending'));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ current: 1 }),
      {},
      expect.objectContaining({ columnKey: 'amount', order: 'descend' }),
      expect.objectContaining({ action: 'sort' }),
    );
  });

  it('says when there is nothing to show', () => {
    render(
      <DataTable<Row>
        rowKey="id"
        columns={columns}
        dataSource={[]}
        pagination={false}
        locale={{ emptyText: 'No lines yet' }}
      />,
    );
    expect(screen.getByText('No lines yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
