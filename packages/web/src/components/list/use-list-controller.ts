import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, type Page } from '@bar/domain';
import { api } from '../../lib/api-client';
import {
  decodeListQuery,
  encodeListQuery,
  lastPageIndex,
  listQueryReducer,
  toListApiQuery,
  type FilterValue,
  type ListApiQuery,
  type ListFilters,
  type ListQueryAction,
  type ListQueryConfig,
  type ListQueryState,
  type ListSort,
  type SortOrder,
} from './list-query-reducer';
import { pageSizeOptionsFor } from './page-size-options';

/** What TanStack Query needs to fetch one page; features build it in their `api/` files. */
// The key type is left open so that `queryOptions(...)` results with their typed keys fit.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ListQueryOptions<T> = UseQueryOptions<Page<T>, Error, Page<T>, any>;

export interface UseListControllerOptions<T> {
  /** API path of the list (e.g. `/ubar/bars/`); also the root of the default cache key. */
  resource: string;
  /** Page size when the URL has none (SPEC §9: 5 unless the list says otherwise). */
  defaultPerPage?: number;
  /** Offered page sizes; default 5, 10, 25 plus `defaultPerPage`. */
  pageSizeOptions?: readonly number[];
  defaultSort?: ListSort | null;
  defaultFilters?: ListFilters;
  /** The API's index of the first page: 0, or 1 for robots (SPEC §7). */
  firstPage?: number;
  /** Fields the server accepts; others found in the URL are dropped. */
  sortableFields?: readonly string[];
  filterableFields?: readonly string[];
  /** Bar id sent as `x-bar` by the default fetcher for bar-scoped lists. */
  bar?: string;
  /** Feature-provided query (one call per file); when absent the list GETs `resource`. */
  queryOptions?: (query: ListApiQuery) => ListQueryOptions<T>;
  refetchInterval?: number;
  enabled?: boolean;
}

export interface NavigationOptions {
  /** Replace the current history entry instead of pushing one. */
  replace?: boolean;
}

export interface ListController<T> {
  rows: T[];
  /** Total rows on the server for the current filters; 0 until known. */
  count: number;
  /** True when the server only estimated `count` (shown as "about N"). */
  countEstimated?: boolean;
  /** First load: nothing to show yet. */
  isLoading: boolean;
  /** Any request in flight, including refreshes behind the previous page. */
  isFetching: boolean;
  /** True while the rows shown belong to the previous query. */
  isPlaceholderData: boolean;
  error: Error | null;
  refetch: () => void;
  state: ListQueryState;
  apiQuery: ListApiQuery;
  pageSizeOptions: readonly number[];
  setPage: (pageIndex: number, options?: NavigationOptions) => void;
  setPageSize: (pageSize: number, options?: NavigationOptions) => void;
  /** Same field without order flips the order; a new field starts ascending. */
  setSort: (field: string, order?: SortOrder, options?: NavigationOptions) => void;
  /** Empty value removes the filter. Replaces the history entry by default (typing). */
  setFilter: (field: string, value: FilterValue | null | undefined, options?: NavigationOptions) => void;
  setFilters: (filters: ListFilters, options?: NavigationOptions) => void;
}

/**
 * Headless controller of a server-side paged list: the state lives in the URL query
 * (`pageIndex`, `pageSize`, `sort`, `filters`), changes go through `listQueryReducer`, and the
 * page is fetched with TanStack Query while the previous page stays on screen.
 */
export function useListController<T>(options: UseListControllerOptions<T>): ListController<T> {
  const {
    resource,
    defaultPerPage = DEFAULT_PAGE_SIZE,
    defaultSort = null,
    defaultFilters,
    firstPage = 0,
    bar,
    queryOptions,
    refetchInterval,
    enabled = true,
  } = options;

  // Callers often pass inline arrays/objects; key the config on their content, not identity.
  const configKey = JSON.stringify([
    defaultPerPage,
    options.pageSizeOptions ?? null,
    defaultSort,
    defaultFilters ?? {},
    options.sortableFields ?? null,
    options.filterableFields ?? null,
  ]);
  const config = useMemo<ListQueryConfig>(() => {
    const pageSizeOptions = options.pageSizeOptions ?? pageSizeOptionsFor(defaultPerPage);
    return {
      defaults: { pageIndex: 0, pageSize: defaultPerPage, sort: defaultSort, filters: defaultFilters ?? {} },
      pageSizeOptions: pageSizeOptions.includes(defaultPerPage) ? pageSizeOptions : [...pageSizeOptions, defaultPerPage],
      sortableFields: options.sortableFields,
      filterableFields: options.filterableFields,
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [configKey]);

  const [searchParams, setSearchParams] = useSearchParams();
  const searchKey = searchParams.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const state = useMemo(() => decodeListQuery(searchParams, config), [searchKey, config]);

  // Refs so that several changes in one tick build on each other, not on a stale render.
  const paramsRef = useRef(searchParams);
  const setParamsRef = useRef(setSearchParams);
  useEffect(() => {
    paramsRef.current = searchParams;
    setParamsRef.current = setSearchParams;
  }, [searchParams, setSearchParams]);

  const dispatch = useCallback(
    (action: ListQueryAction, replace: boolean) => {
      const current = decodeListQuery(paramsRef.current, config);
      const next = listQueryReducer(current, action);
      if (next === current) return;
      const nextParams = encodeListQuery(next, paramsRef.current);
      paramsRef.current = nextParams;
      setParamsRef.current(nextParams, { replace });
    },
    [config],
  );

  const apiQuery = useMemo(() => toListApiQuery(state, firstPage), [state, firstPage]);

  const defaultQueryOptions = (query: ListApiQuery): ListQueryOptions<T> => ({
    queryKey: [resource, 'list', query, bar ?? null],
    queryFn: ({ signal }) => api<Page<T>>(resource, { query: { ...query }, bar, signal }),
  });
  const baseOptions = (queryOptions ?? defaultQueryOptions)(apiQuery);
  const query = useQuery({
    ...baseOptions,
    placeholderData: keepPreviousData,
    refetchInterval: refetchInterval ?? baseOptions.refetchInterval,
    enabled: enabled ? (baseOptions.enabled ?? true) : false,
  });

  const count = query.data?.count ?? 0;
  const countEstimated = query.data?.countEstimated === true;
  const rows = query.data?.data ?? [];

  // A page past the end (rows deleted, hand-edited URL) moves to the last page that exists.
  const maxPage = lastPageIndex(count, state.pageSize);
  const settled = query.isSuccess && !query.isPlaceholderData;
  useEffect(() => {
    if (settled && state.pageIndex > maxPage) dispatch({ type: 'setPage', pageIndex: maxPage }, true);
  }, [settled, state.pageIndex, maxPage, dispatch]);

  const { refetch: refetchQuery } = query;
  const refetch = useCallback(() => void refetchQuery(), [refetchQuery]);

  const setPage = useCallback((pageIndex: number, opts?: NavigationOptions) => dispatch({ type: 'setPage', pageIndex }, opts?.replace ?? false), [dispatch]);
  const setPageSize = useCallback(
    (pageSize: number, opts?: NavigationOptions) => dispatch({ type: 'setPageSize', pageSize }, opts?.replace ?? false),
    [dispatch],
  );
  const setSort = useCallback(
    (field: string, order?: SortOrder, opts?: NavigationOptions) => dispatch({ type: 'setSort', field, order }, opts?.replace ?? false),
    [dispatch],
  );
  const setFilter = useCallback(
    (field: string, value: FilterValue | null | undefined, opts?: NavigationOptions) => dispatch({ type: 'setFilter', field, value }, opts?.replace ?? true),
    [dispatch],
  );
  const setFilters = useCallback(
    (filters: ListFilters, opts?: NavigationOptions) => dispatch({ type: 'setFilters', filters }, opts?.replace ?? true),
    [dispatch],
  );

  return {
    rows,
    count,
    countEstimated,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    isPlaceholderData: query.isPlaceholderData,
    error: query.error,
    refetch,
    state,
    apiQuery,
    pageSizeOptions: config.pageSizeOptions ?? [],
    setPage,
    setPageSize,
    setSort,
    setFilter,
    setFilters,
  };
}
