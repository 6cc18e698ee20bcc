import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageItems, withPageSize, withQuery } from './paginationRules';
import { readUrlPagination, writeUrlPagination } from './urlPagination';

describe('pagination rules', () => {
  it('counts pages, with at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
  it('snaps a page above the last to the last', () => {
    expect(clampPage(9, 25, 10)).toBe(3);
    expect(clampPage(0, 25, 10)).toBe(1);
    expect(clampPage(2, 25, 10)).toBe(2);
  });
  it('resets to page 1 when the page size changes', () => {
    expect(withPageSize({ page: 4, perPage: 10, query: 'x' }, 50)).toEqual({ page: 1, perPage: 50, query: 'x' });
  });
  it('resets to page 1 on a new filter, but not on the same one', () => {
    const state = { page: 3, perPage: 10, query: 'a' };
    expect(withQuery(state, 'ab')).toEqual({ page: 1, perPage: 10, query: 'ab' });
    expect(withQuery(state, 'a')).toBe(state);
  });
  it('shows first, last and neighbours with gaps', () => {
    expect(pageItems(5, 10)).toEqual([1, 'gap', 3, 4, 5, 6, 7, 'gap', 10]);
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
  });
});

describe('URL pagination', () => {
  it('reads positive integers and allowed sizes', () => {
    expect(readUrlPagination('?page=3&pageSize=50')).toEqual({ page: 3, pageSize: 50 });
  });
  it('falls back to page 1 and the default size for anything else', () => {
    for (const page of ['0', '-2', '1.5', 'abc', '', '99999999999999999999']) {
      expect(readUrlPagination(`page=${page}`).page).toBe(1);
    }
    expect(readUrlPagination('pageSize=25').pageSize).toBe(10);
    expect(readUrlPagination('pageSize=30', { pageSizes: [5, 10, 30], defaultPageSize: 5 }).pageSize).toBe(30);
    expect(readUrlPagination('pageSize=20', { pageSizes: [5, 10, 30], defaultPageSize: 5 }).pageSize).toBe(5);
  });
  it('writes the parameters, keeps others, and resets the page when the size changes', () => {
    expect(writeUrlPagination('q=foo&page=2&pageSize=10', { page: 4 }).toString()).toBe('q=foo&page=4&pageSize=10');
    expect(writeUrlPagination('q=foo&page=4&pageSize=10', { pageSize: 50 }).toString()).toBe('q=foo&page=1&pageSize=50');
  });
});
