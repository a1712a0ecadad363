import { describe, expect, it } from 'vitest';
import {
  decodeListQuery,
  encodeListQuery,
  lastPageIndex,
  listQueryReducer,
  toListApiQuery,
  type ListQueryConfig,
  type ListQueryState,
} from './list-query-reducer';
import { pageSizeOptionsFor } from './page-size-options';

const defaults: ListQueryState = { pageIndex: 0, pageSize: 5, sort: null, filters: {} };
const config: ListQueryConfig = { defaults, pageSizeOptions: [5, 10, 25] };
const onPage3: ListQueryState = { ...defaults, pageIndex: 3 };

describe('listQueryReducer', () => {
  it('moves to the requested page and keeps everything else', () => {
    const next = listQueryReducer({ ...defaults, filters: { name: 'a' } }, { type: 'setPage', pageIndex: 2 });
    expect(next).toEqual({ ...defaults, filters: { name: 'a' }, pageIndex: 2 });
  });

  it('never goes below the first page', () => {
    expect(listQueryReducer(onPage3, { type: 'setPage', pageIndex: -4 }).pageIndex).toBe(0);
  });

  it('goes back to the first page when a filter is set', () => {
    const next = listQueryReducer(onPage3, { type: 'setFilter', field: 'name', value: 'Milano' });
    expect(next.pageIndex).toBe(0);
    expect(next.filters).toEqual({ name: 'Milano' });
  });

  it('goes back to the first page when a filter is removed', () => {
    const next = listQueryReducer({ ...onPage3, filters: { name: 'x', latitude: 45 } }, { type: 'setFilter', field: 'name', value: '' });
    expect(next).toEqual({ ...defaults, filters: { latitude: 45 } });
  });

  it('removes a filter for an empty, blank, null or undefined value', () => {
    const start: ListQueryState = { ...defaults, filters: { name: 'x' } };
    for (const value of ['', '   ', null, undefined]) {
      expect(listQueryReducer(start, { type: 'setFilter', field: 'name', value }).filters).toEqual({});
    }
  });

  it('keeps the page when the filter value did not change', () => {
    const start: ListQueryState = { ...onPage3, filters: { name: 'x' } };
    expect(listQueryReducer(start, { type: 'setFilter', field: 'name', value: 'x' })).toBe(start);
    expect(listQueryReducer(onPage3, { type: 'setFilter', field: 'name', value: '' })).toBe(onPage3);
  });

  it('keeps number filters as numbers', () => {
    const next = listQueryReducer(defaults, { type: 'setFilter', field: 'latitude', value: 45.46 });
    expect(next.filters.latitude).toBe(45.46);
  });

  it('goes back to the first page when the page size changes', () => {
    expect(listQueryReducer(onPage3, { type: 'setPageSize', pageSize: 25 })).toEqual({ ...defaults, pageSize: 25 });
  });

  it('sorts a new field ascending, then flips the order of the same field', () => {
    const asc = listQueryReducer(defaults, { type: 'setSort', field: 'name' });
    expect(asc.sort).toEqual({ field: 'name', order: 1 });
    const desc = listQueryReducer(asc, { type: 'setSort', field: 'name' });
    expect(desc.sort).toEqual({ field: 'name', order: -1 });
    const ascAgain = listQueryReducer(desc, { type: 'setSort', field: 'name' });
    expect(ascAgain.sort).toEqual({ field: 'name', order: 1 });
    const other = listQueryReducer(desc, { type: 'setSort', field: 'latitude' });
    expect(other.sort).toEqual({ field: 'latitude', order: 1 });
  });

  it('uses an explicit sort order and returns to the first page on sort', () => {
    const next = listQueryReducer(onPage3, { type: 'setSort', field: 'name', order: -1 });
    expect(next).toEqual({ ...defaults, sort: { field: 'name', order: -1 } });
  });

  it('replaces all filters at once, dropping empty values', () => {
    const next = listQueryReducer({ ...onPage3, filters: { a: 'x' } }, { type: 'setFilters', filters: { b: 'y', c: '' } });
    expect(next).toEqual({ ...defaults, filters: { b: 'y' } });
  });
});

describe('URL round trip', () => {
  it('restores the same state it wrote', () => {
    const state: ListQueryState = {
      pageIndex: 4,
      pageSize: 10,
      sort: { field: 'name', order: -1 },
      filters: { name: 'Bar "Uno" & Co', version: 'ms1', latitude: 45.4642, open: true },
    };
    const params = encodeListQuery(state);
    const reread = decodeListQuery(new URLSearchParams(params.toString()), config);
    expect(reread).toEqual(state);
  });

  it('writes pageIndex, pageSize and filters JSON, and sort as {"field": order}', () => {
    const params = encodeListQuery({ pageIndex: 1, pageSize: 5, sort: { field: 'name', order: 1 }, filters: { name: 'x' } });
    expect(params.get('pageIndex')).toBe('1');
    expect(params.get('pageSize')).toBe('5');
    expect(params.get('filters')).toBe('{"name":"x"}');
    expect(params.get('sort')).toBe('{"name":1}');
  });

  it('keeps query parameters the list does not own and removes a cleared sort', () => {
    const params = encodeListQuery(defaults, new URLSearchParams('tab=open&sort=%7B%22name%22%3A1%7D'));
    expect(params.get('tab')).toBe('open');
    expect(params.has('sort')).toBe(false);
  });

  it('uses the defaults when the URL has nothing', () => {
    expect(decodeListQuery(new URLSearchParams(), config)).toEqual(defaults);
  });

  it('falls back to the defaults for malformed JSON in the URL', () => {
    const params = new URLSearchParams({ filters: '{"name":', sort: 'not json', pageIndex: '2', pageSize: '10' });
    expect(decodeListQuery(params, config)).toEqual({ ...defaults, pageIndex: 2, pageSize: 10 });
  });

  it('falls back to the defaults for JSON of the wrong shape', () => {
    const withDefaults: ListQueryConfig = {
      ...config,
      defaults: { ...defaults, sort: { field: 'createdAt', order: -1 }, filters: { status: 'open' } },
    };
    for (const [filters, sort] of [
      ['[1,2]', '{"name":2}'],
      ['"text"', '{"name":1,"version":-1}'],
      ['null', '[["name",1]]'],
    ]) {
      const state = decodeListQuery(new URLSearchParams({ filters, sort }), withDefaults);
      expect(state.filters).toEqual({ status: 'open' });
      expect(state.sort).toEqual({ field: 'createdAt', order: -1 });
    }
  });

  it('drops filter values that are not text, numbers or booleans', () => {
    const params = new URLSearchParams({ filters: JSON.stringify({ name: 'x', nested: { a: 1 }, list: [1], nothing: null, blank: ' ' }) });
    expect(decodeListQuery(params, config).filters).toEqual({ name: 'x' });
  });

  it('falls back for page numbers that are not whole numbers and page sizes not offered', () => {
    for (const [pageIndex, pageSize] of [
      ['-1', '7'],
      ['abc', '1000'],
      ['1.5', '0'],
      ['', 'ten'],
    ]) {
      expect(decodeListQuery(new URLSearchParams({ pageIndex, pageSize }), config)).toEqual(defaults);
    }
  });

  it('ignores sort and filter fields the list does not allow', () => {
    const restricted: ListQueryConfig = { ...config, sortableFields: ['name'], filterableFields: ['name'] };
    const params = new URLSearchParams({ sort: '{"password":1}', filters: '{"name":"a","password":"b"}' });
    const state = decodeListQuery(params, restricted);
    expect(state.sort).toBeNull();
    expect(state.filters).toEqual({ name: 'a' });
  });
});

describe('toListApiQuery', () => {
  it('sends page, perPage, sort and search as JSON, counting pages from 0 by default', () => {
    const query = toListApiQuery({ pageIndex: 2, pageSize: 10, sort: { field: 'name', order: -1 }, filters: { latitude: 45 } });
    expect(query).toEqual({ page: 2, perPage: 10, sort: '{"name":-1}', search: '{"latitude":45}' });
  });

  it('counts from 1 for lists whose first page is 1 (robots)', () => {
    expect(toListApiQuery(defaults, 1)).toEqual({ page: 1, perPage: 5 });
  });

  it('leaves out sort and search when there are none', () => {
    expect(toListApiQuery(defaults)).toEqual({ page: 0, perPage: 5 });
  });
});

describe('helpers', () => {
  it('computes the last page index', () => {
    expect(lastPageIndex(0, 5)).toBe(0);
    expect(lastPageIndex(5, 5)).toBe(0);
    expect(lastPageIndex(6, 5)).toBe(1);
    expect(lastPageIndex(11, 2)).toBe(5);
  });

  it('offers 5, 10, 25 plus a different default page size', () => {
    expect(pageSizeOptionsFor(5)).toEqual([5, 10, 25]);
    expect(pageSizeOptionsFor(2)).toEqual([2, 5, 10, 25]);
  });
});
