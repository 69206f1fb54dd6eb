import { NARROW_MEDIA_QUERY } from '@portal/util';
import {
  Empty,
  Flex,
  Pagination,
  Select,
  Table,
  theme,
  type GlobalToken,
  type TableColumnType,
  type TableColumnsType,
  type TablePaginationConfig,
  type TableProps,
} from 'antd';
import { isValidElement, useId, useState, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '@portal/ui-light';

/** A line under the rows, e.g. a subtotal or the amount due: its label and its value. */
export interface DataTableTotal {
  key: string;
  label: ReactNode;
  value: ReactNode;
  strong?: boolean;
}

export type DataTableProps<T extends object> = Omit<TableProps<T>, 'summary' | 'columns' | 'dataSource'> & {
  columns: TableColumnsType<T>;
  dataSource: readonly T[];
  /** The table's accessible name (the list's on a phone), e.g. the card's title. */
  label?: string;
  /** Lines under the rows; on a wide screen the label spans every column but the last, which holds the value. */
  totals?: DataTableTotal[];
};

const DEFAULT_PAGE_SIZE = 10;

/** The leaf columns, in order: a column group's own title has no cell. */
const leafColumns = <T extends object>(columns: TableColumnsType<T>): TableColumnType<T>[] =>
  columns.flatMap((column) =>
    'children' in column && column.children ? leafColumns(column.children) : [column as TableColumnType<T>],
  );

type SortOrder = NonNullable<TableColumnType<object>['sortOrder']>;
type Sort = { key: Key; order: SortOrder } | null;
type SorterResult<T extends object> = Extract<
  Parameters<NonNullable<TableProps<T>['onChange']>>[2],
  { columnKey?: Key }
>;

const columnKey = <T,>(column: TableColumnType<T>, index: number): Key =>
  column.key ?? (typeof column.dataIndex === 'string' ? column.dataIndex : index);

function cellValue<T extends object>(record: T, dataIndex: TableColumnType<T>['dataIndex']): unknown {
  if (dataIndex === undefined || dataIndex === null) return undefined;
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  return path.reduce<unknown>(
    (value, step) =>
      value !== null && typeof value === 'object'
        ? (value as Record<string, unknown>)[String(step)]
        : undefined,
    record,
  );
}

function renderCell<T extends object>(column: TableColumnType<T>, record: T, index: number): ReactNode {
  const value = cellValue(record, column.dataIndex);
  if (!column.render) return value as ReactNode;
  const rendered: unknown = column.render(value, record, index);
  // antd lets render return `{ children, props }` for cell spans; on a phone only the content counts.
  if (rendered && typeof rendered === 'object' && !isValidElement(rendered) && 'children' in rendered)
    return (rendered as { children?: ReactNode }).children;
  return rendered as ReactNode;
}

const compareOf = <T,>(column: TableColumnType<T>) => {
  const sorter = column.sorter;
  if (typeof sorter === 'function') return sorter;
  if (sorter && typeof sorter === 'object' && typeof sorter.compare === 'function') return sorter.compare;
  return null;
};

const titleText = <T,>(column: TableColumnType<T>, key: Key): string =>
  typeof column.title === 'string' ? column.title : String(key);

/**
 * A table that reads on a phone: from the sm layout breakpoint (576 px) up it is antd's Table; under it each row
 * is a card of label/value pairs (each column's title and rendered cell), with a "Sort by" choice for the sortable
 * columns, the same pagination and the same `onChange` calls, so a page's sorting and paging work on both.
 */
export function DataTable<T extends object>({
  columns,
  dataSource,
  label,
  totals,
  ...tableProps
}: DataTableProps<T>) {
  const narrow = useMediaQuery(NARROW_MEDIA_QUERY);
  const leaves = leafColumns(columns);
  const valueIndex = Math.max(leaves.length - 1, 1);
  if (!narrow) {
    return (
      <Table<T>
        // The table's accessible name, as the stacked list's on a phone.
        aria-label={label}
        {...tableProps}
        // A paint layer of its own (ui.css): a click elsewhere on the page does not repaint the table.
        className={tableProps.className ? `ui-data-table ${tableProps.className}` : 'ui-data-table'}
        columns={columns}
        dataSource={dataSource}
        summary={
          totals?.length
            ? () => (
                <>
                  {totals.map((total) => (
                    <Table.Summary.Row key={total.key}>
                      <Table.Summary.Cell index={0} colSpan={valueIndex} align="end">
                        {total.strong ? <strong>{total.label}</strong> : total.label}
                      </Table.Summary.Cell>
                      <Table.Summary.Cell index={valueIndex} align="end">
                        {total.value}
                      </Table.Summary.Cell>
                    </Table.Summary.Row>
                  ))}
                </>
              )
            : undefined
        }
      />
    );
  }
  return (
    <StackedList columns={leaves} dataSource={dataSource} label={label} totals={totals} {...tableProps} />
  );
}

type Sortable<T> = { column: TableColumnType<T>; key: Key };

/** The sortable columns, and the order shown: the page's (sortOrder set on its columns) or the list's own. */
function useListSort<T extends object>(columns: TableColumnType<T>[]) {
  const [ownSort, setOwnSort] = useState<Sort>(null);
  const sortable: Sortable<T>[] = columns
    .map((column, index) => ({ column, key: columnKey(column, index) }))
    .filter(({ column }) => Boolean(column.sorter));
  const controlled = sortable.some(({ column }) => column.sortOrder !== undefined);
  const controlledActive = sortable.find(({ column }) => column.sortOrder);
  const sort: Sort = controlled
    ? controlledActive?.column.sortOrder
      ? { key: controlledActive.key, order: controlledActive.column.sortOrder }
      : null
    : ownSort;
  const sortedRows = (dataSource: readonly T[]) => {
    const activeColumn = sort ? sortable.find(({ key }) => key === sort.key)?.column : undefined;
    const compare = activeColumn ? compareOf(activeColumn) : null;
    return sort && compare
      ? [...dataSource].sort((a, b) => (sort.order === 'ascend' ? 1 : -1) * compare(a, b, sort.order))
      : [...dataSource];
  };
  const sorterResult = (next: Sort): SorterResult<T> => {
    const active = next ? sortable.find(({ key }) => key === next.key) : undefined;
    return {
      column: active?.column,
      columnKey: active?.key,
      field: active?.column.dataIndex as SorterResult<T>['field'],
      order: next?.order ?? null,
    };
  };
  /** The order a choice of the "Sort by" select names (`<key>:ascend`, `<key>:descend`, or '' for none). */
  const sortOf = (value: string): Sort => {
    const found = sortable.find(
      ({ key }) => `${String(key)}:ascend` === value || `${String(key)}:descend` === value,
    );
    return found ? { key: found.key, order: value.endsWith(':ascend') ? 'ascend' : 'descend' } : null;
  };
  return { sortable, sort, setOwnSort, sortedRows, sorterResult, sortOf };
}

/** One label/value line of a card (a column's title and cell, or a total). */
function Pair({ title, value, strong }: { title: ReactNode; value: ReactNode; strong?: boolean }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'space-between',
        columnGap: token.marginSM,
      }}
    >
      <dt
        style={{ color: strong ? undefined : token.colorTextSecondary, fontWeight: strong ? 600 : undefined }}
      >
        {title}
      </dt>
      <dd
        style={{
          margin: 0,
          marginInlineStart: 'auto',
          textAlign: 'end',
          minWidth: 0,
          overflowWrap: 'anywhere',
        }}
      >
        {value}
      </dd>
    </div>
  );
}

/** The "Sort by" choice that stands for the sortable columns' headers on a phone. */
function SortChoice<T>({
  sortable,
  sort,
  onChange,
}: {
  sortable: Sortable<T>[];
  sort: Sort;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  const sortId = useId();
  return (
    <Flex gap={token.marginXS} align="center" wrap style={{ paddingInline: token.padding }}>
      <label htmlFor={sortId}>{t('table.sortBy')}</label>
      <Select<string>
        id={sortId}
        style={{ flex: '1 1 160px', minWidth: 0 }}
        value={sort ? `${String(sort.key)}:${sort.order}` : ''}
        onChange={onChange}
        options={[
          { value: '', label: t('table.defaultOrder') },
          ...sortable.flatMap(({ column, key }) => [
            {
              value: `${String(key)}:ascend`,
              label: t('table.ascending', { column: titleText(column, key) }),
            },
            {
              value: `${String(key)}:descend`,
              label: t('table.descending', { column: titleText(column, key) }),
            },
          ]),
        ]}
      />
    </Flex>
  );
}

/** What a list without rows shows: the page's empty text (as antd's Table's `locale.emptyText`) or antd's Empty. */
function NoRows({ emptyText }: { emptyText?: ReactNode | (() => ReactNode) }) {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  return (
    <div style={{ padding: token.padding }}>
      {emptyText !== undefined ? (
        typeof emptyText === 'function' ? (
          emptyText()
        ) : (
          emptyText
        )
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('table.noData')} />
      )}
    </div>
  );
}

function StackedList<T extends object>({
  columns,
  dataSource,
  label,
  totals,
  rowKey,
  pagination,
  onChange,
  locale,
  loading,
}: Omit<DataTableProps<T>, 'columns'> & { columns: TableColumnType<T>[] }) {
  const { token } = theme.useToken();
  const [ownPage, setOwnPage] = useState(1);
  const { sortable, sort, setOwnSort, sortedRows, sorterResult, sortOf } = useListSort(columns);
  const sorted = sortedRows(dataSource);

  // The rows shown are the last ones while the next load (the table's spinner; here they fade).
  const busy = typeof loading === 'object' ? Boolean(loading.spinning) : Boolean(loading);

  const paging: TablePaginationConfig | null = pagination === false ? null : (pagination ?? {});
  const pageSize = paging?.pageSize ?? DEFAULT_PAGE_SIZE;
  const current = paging?.current ?? ownPage;
  const total = paging?.total ?? sorted.length;
  // As antd's Table: fewer rows than the total, at most a page of them, are that page (paged by the API).
  const serverPaged = sorted.length < total && sorted.length <= pageSize;
  const rows = paging && !serverPaged ? sorted.slice((current - 1) * pageSize, current * pageSize) : sorted;

  const changeSort = (value: string) => {
    const next = sortOf(value);
    setOwnSort(next);
    setOwnPage(1);
    onChange?.({ ...paging, current: 1, pageSize }, {}, sorterResult(next), {
      action: 'sort',
      currentDataSource: [...dataSource],
    });
  };

  const changePage = (page: number) => {
    setOwnPage(page);
    paging?.onChange?.(page, pageSize);
    onChange?.({ ...paging, current: page, pageSize }, {}, sorterResult(sort), {
      action: 'paginate',
      currentDataSource: sorted,
    });
  };

  return (
    <Flex vertical gap={token.marginSM} style={{ minWidth: 0 }}>
      {sortable.length > 0 ? <SortChoice sortable={sortable} sort={sort} onChange={changeSort} /> : null}
      {rows.length === 0 ? (
        <NoRows emptyText={locale?.emptyText} />
      ) : (
        <StackedRows columns={columns} rows={rows} rowKey={rowKey} label={label} busy={busy} />
      )}
      {totals?.length ? <StackedTotals totals={totals} /> : null}
      {paging ? (
        <Pagination
          simple
          align="center"
          current={current}
          pageSize={pageSize}
          total={total}
          hideOnSinglePage={paging.hideOnSinglePage ?? true}
          showSizeChanger={false}
          onChange={changePage}
        />
      ) : null}
    </Flex>
  );
}

/** A list of label and value pairs, one under the other. */
const pairListStyle = (token: GlobalToken) =>
  ({ margin: 0, display: 'flex', flexDirection: 'column', gap: token.marginXXS }) as const;

function keyOf<T extends object>(rowKey: DataTableProps<T>['rowKey'], record: T, index: number): Key {
  if (typeof rowKey === 'function') return rowKey(record, index);
  const value = (record as Record<PropertyKey, unknown>)[rowKey ?? 'key'];
  return typeof value === 'string' || typeof value === 'number' ? value : index;
}

/** The stacked list's rows: each a list of its columns' titles and values. */
function StackedRows<T extends object>({
  columns,
  rows,
  rowKey,
  label,
  busy,
}: Pick<DataTableProps<T>, 'rowKey' | 'label'> & {
  columns: TableColumnType<T>[];
  rows: readonly T[];
  busy: boolean;
}) {
  const { token } = theme.useToken();
  const dlStyle = pairListStyle(token);
  return (
    <ul
      aria-label={label}
      aria-busy={busy || undefined}
      style={{ listStyle: 'none', margin: 0, padding: 0, opacity: busy ? 0.6 : undefined }}
    >
      {rows.map((record, index) => (
        <li
          key={keyOf(rowKey, record, index)}
          style={{
            padding: `${token.paddingSM}px ${token.padding}px`,
            borderTop: index > 0 ? `1px solid ${token.colorSplit}` : undefined,
          }}
        >
          <dl style={dlStyle}>
            {columns.map((column, columnIndex) => (
              <Pair
                key={columnKey(column, columnIndex)}
                title={typeof column.title === 'function' ? null : column.title}
                value={renderCell(column, record, index)}
              />
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** The stacked list's totals under its rows. */
function StackedTotals({ totals }: { totals: DataTableTotal[] }) {
  const { token } = theme.useToken();
  return (
    <dl
      style={{
        ...pairListStyle(token),
        padding: `${token.paddingSM}px ${token.padding}px`,
        borderTop: `1px solid ${token.colorSplit}`,
      }}
    >
      {totals.map((total) => (
        <Pair key={total.key} title={total.label} value={total.value} strong={total.strong} />
      ))}
    </dl>
  );
}
