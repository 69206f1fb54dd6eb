// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_PARAMS,
  listQuery,
  PAGE_SIZE,
  pageCount,
  readListParams,
  writeListParams,
} from './invoice-list-params';

describe('invoice list params', () => {
  it('reads a view from the URL and writes it back the same', () => {
    const search = new URLSearchParams('status=unpaid&sort=due_date&order=asc&page=2');
    const params = readListParams(search);
    expect(params).toEqual({ search: '', status: 'unpaid', sort: 'due_date', order: 'asc', page: 2 });
    expect(writeListParams(params).toString()).toBe(search.toString());
  });

  it('keeps a search in the URL and asks the API for it, cut to what the API takes', () => {
    const search = new URLSearchParams('search=library+book&status=overdue');
    const params = readListParams(search);
    expect(params).toMatchObject({ search: 'library book', status: 'overdue' });
    expect(writeListParams(params).toString()).toBe(search.toString());
    expect(listQuery(params)).toMatchObject({ search: 'library book', status: 'overdue', page: 1 });
    expect(readListParams(new URLSearchParams(`search=${'x'.repeat(150)}`)).search).toHaveLength(100);
    expect(readListParams(new URLSearchParams('search=%20%20')).search).toBe('');
    expect(listQuery(DEFAULT_LIST_PARAMS)).not.toHaveProperty('search');
  });

  it.each([
    'status=refunded&sort=drop_table&order=sideways&page=-3',
    'status=&sort=&order=&page=abc',
    'page=1.5&page=2',
    'status=PAID&page=0',
    'sort=constructor&page=99999999999999999999',
  ])('ignores a malformed view (%s)', (query) => {
    expect(readListParams(new URLSearchParams(query))).toEqual(DEFAULT_LIST_PARAMS);
  });

  it('sorts ascending when only the column is given, and keeps defaults out of the URL', () => {
    expect(readListParams(new URLSearchParams('sort=amount'))).toMatchObject({
      sort: 'amount',
      order: 'asc',
    });
    expect(writeListParams(DEFAULT_LIST_PARAMS).toString()).toBe('');
  });

  it('asks the API for the view’s page, ten to a page, and counts the pages', () => {
    expect(listQuery({ search: '', status: 'unpaid', sort: 'due_date', order: 'asc', page: 3 })).toEqual({
      page: 3,
      per_page: PAGE_SIZE,
      status: 'unpaid',
      sort: 'due_date',
      order: 'asc',
    });
    expect(listQuery(DEFAULT_LIST_PARAMS)).toMatchObject({ status: null, sort: 'issue_date', order: 'desc' });
    expect(pageCount(0)).toBe(1);
    expect(pageCount(PAGE_SIZE)).toBe(1);
    expect(pageCount(PAGE_SIZE + 1)).toBe(2);
  });
});
