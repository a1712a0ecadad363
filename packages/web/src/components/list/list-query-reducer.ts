/**
 * List state of a server-side paged table, kept in the URL query string.
 *
 * Pure functions only: the reducer that changes the state, the codec between the state and
 * the URL (`pageIndex`, `pageSize`, `sort` JSON, `filters` JSON) and the conversion into the API
 * paging query (`page`, `perPage`, `sort` JSON, `search` JSON; ARCHITECTURE §3).
 */

/** Ascending 1, descending -1 (SPEC §9). */
export type SortOrder = 1 | -1;

export interface ListSort {
  field: string;
  order: SortOrder;
}

/** A filter value the API understands: strings contain, enums and numbers are equal. */
export type FilterValue = string | number | boolean;
export type ListFilters = Record<string, FilterValue>;

export interface ListQueryState {
  /** Zero-based page index in the UI, whatever the API's first page is. */
  pageIndex: number;
  pageSize: number;
  sort: ListSort | null;
  filters: ListFilters;
}

export type ListQueryAction =
  | { type: 'setPage'; pageIndex: number }
  | { type: 'setPageSize'; pageSize: number }
  /** Without `order`: a new field sorts ascending, the same field flips its order. */
  | { type: 'setSort'; field: string; order?: SortOrder }
  /** `undefined`, `null` or an empty/blank string removes the filter. */
  | { type: 'setFilter'; field: string; value: FilterValue | null | undefined }
  | { type: 'setFilters'; filters: ListFilters };

/** What a list accepts; anything else found in the URL falls back to the defaults. */
export interface ListQueryConfig {
  defaults: ListQueryState;
  /** Allowed page sizes; when empty any size from 1 to `maxPageSize` is accepted. */
  pageSizeOptions?: readonly number[];
  maxPageSize?: number;
  /** When given, only these fields may be sorted / filtered (the server refuses others). */
  sortableFields?: readonly string[];
  filterableFields?: readonly string[];
}

/** The URL query parameter names the controller owns. */
export const LIST_QUERY_PARAMS = {
  pageIndex: 'pageIndex',
  pageSize: 'pageSize',
  sort: 'sort',
  filters: 'filters',
} as const;

const DEFAULT_MAX_PAGE_SIZE = 100;

/** True when a filter value means "no filter". */
export function isEmptyFilterValue(value: unknown): value is null | undefined | '' {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function isFilterValue(value: unknown): value is FilterValue {
  return (typeof value === 'string' && value.trim() !== '') || (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean';
}

function withoutKey(filters: ListFilters, key: string): ListFilters {
  const { [key]: _removed, ...rest } = filters;
  return rest;
}

/**
 * Applies one change to the list state. Changing filters, page size or sort goes back to the
 * first page, since the old page index means nothing in the new result set.
 */
export function listQueryReducer(state: ListQueryState, action: ListQueryAction): ListQueryState {
  switch (action.type) {
    case 'setPage': {
      const pageIndex = Math.max(0, Math.floor(action.pageIndex));
      return pageIndex === state.pageIndex ? state : { ...state, pageIndex };
    }
    case 'setPageSize':
      if (!(action.pageSize > 0)) return state;
      return { ...state, pageSize: Math.floor(action.pageSize), pageIndex: 0 };
    case 'setSort': {
      const order: SortOrder = action.order ?? (state.sort?.field === action.field ? (-state.sort.order as SortOrder) : 1);
      return { ...state, sort: { field: action.field, order }, pageIndex: 0 };
    }
    case 'setFilter': {
      const { field, value } = action;
      if (isEmptyFilterValue(value)) {
        if (!(field in state.filters)) return state;
        return { ...state, filters: withoutKey(state.filters, field), pageIndex: 0 };
      }
      if (state.filters[field] === value) return state;
      return { ...state, filters: { ...state.filters, [field]: value }, pageIndex: 0 };
    }
    case 'setFilters': {
      const filters: ListFilters = {};
      for (const [key, value] of Object.entries(action.filters)) {
        if (isFilterValue(value)) filters[key] = value;
      }
      return { ...state, filters, pageIndex: 0 };
    }
    default:
      return state;
  }
}

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseWholeNumber(text: string | null): number | undefined {
  if (text === null || !/^\d+$/.test(text.trim())) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : undefined;
}

function decodeSort(text: string | null, config: ListQueryConfig): ListSort | null {
  const parsed = parseJson(text);
  if (!isPlainObject(parsed)) return config.defaults.sort;
  const entries = Object.entries(parsed);
  if (entries.length !== 1) return config.defaults.sort;
  const [field, order] = entries[0];
  if (order !== 1 && order !== -1) return config.defaults.sort;
  if (config.sortableFields && !config.sortableFields.includes(field)) return config.defaults.sort;
  return { field, order };
}

function decodeFilters(text: string | null, config: ListQueryConfig): ListFilters {
  const parsed = parseJson(text);
  if (!isPlainObject(parsed)) return config.defaults.filters;
  const filters: ListFilters = {};
  for (const [field, value] of Object.entries(parsed)) {
    if (config.filterableFields && !config.filterableFields.includes(field)) continue;
    if (isFilterValue(value)) filters[field] = value;
  }
  return filters;
}

function decodePageSize(text: string | null, config: ListQueryConfig): number {
  const value = parseWholeNumber(text);
  if (value === undefined || value < 1) return config.defaults.pageSize;
  if (config.pageSizeOptions && config.pageSizeOptions.length > 0) {
    return config.pageSizeOptions.includes(value) ? value : config.defaults.pageSize;
  }
  return value <= (config.maxPageSize ?? DEFAULT_MAX_PAGE_SIZE) ? value : config.defaults.pageSize;
}

/**
 * Reads the list state from the URL. Each parameter that is missing, malformed JSON, of the
 * wrong shape or not allowed falls back to its default on its own; the others are kept.
 */
export function decodeListQuery(params: URLSearchParams, config: ListQueryConfig): ListQueryState {
  const pageIndex = parseWholeNumber(params.get(LIST_QUERY_PARAMS.pageIndex)) ?? config.defaults.pageIndex;
  return {
    pageIndex,
    pageSize: decodePageSize(params.get(LIST_QUERY_PARAMS.pageSize), config),
    sort: decodeSort(params.get(LIST_QUERY_PARAMS.sort), config),
    filters: decodeFilters(params.get(LIST_QUERY_PARAMS.filters), config),
  };
}

/**
 * Writes the list state into a copy of `params`, leaving parameters the list does not own
 * untouched. `pageIndex`, `pageSize` and `filters` are always written; `sort` only when set.
 */
export function encodeListQuery(state: ListQueryState, params: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(LIST_QUERY_PARAMS.pageIndex, String(state.pageIndex));
  next.set(LIST_QUERY_PARAMS.pageSize, String(state.pageSize));
  next.set(LIST_QUERY_PARAMS.filters, JSON.stringify(state.filters));
  if (state.sort) next.set(LIST_QUERY_PARAMS.sort, JSON.stringify({ [state.sort.field]: state.sort.order }));
  else next.delete(LIST_QUERY_PARAMS.sort);
  return next;
}

/** The paging query of ARCHITECTURE §3, ready to be sent as query parameters. */
export interface ListApiQuery {
  page: number;
  perPage: number;
  /** JSON `{"field": 1 | -1}`; absent when unsorted. */
  sort?: string;
  /** JSON `{"field": value}`; absent when there is no filter. */
  search?: string;
}

/**
 * Turns the UI state into the API query. `firstPage` is the API's index of the first page:
 * 0 for most lists, 1 for robots (SPEC §7).
 */
export function toListApiQuery(state: ListQueryState, firstPage = 0): ListApiQuery {
  const query: ListApiQuery = { page: state.pageIndex + firstPage, perPage: state.pageSize };
  if (state.sort) query.sort = JSON.stringify({ [state.sort.field]: state.sort.order });
  if (Object.keys(state.filters).length > 0) query.search = JSON.stringify(state.filters);
  return query;
}

/** Last valid page index for `count` rows, 0 for an empty list. */
export function lastPageIndex(count: number, pageSize: number): number {
  if (count <= 0 || pageSize <= 0) return 0;
  return Math.ceil(count / pageSize) - 1;
}
