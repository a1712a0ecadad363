import { useCallback, useMemo } from 'react';
import { keepPreviousData, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { Page } from '@bar/domain';
import { api } from '../../lib/api-client';
import { lastPageIndex, toListApiQuery, type ListApiQuery } from './list-query-reducer';
import { useListQueryState, useStayOnLastPage, type ListQueryStateController, type UseListQueryStateOptions } from './use-list-query-state';

export type { NavigationOptions } from './use-list-query-state';

/** What TanStack Query needs to fetch one page; features build it in their `api/` files. */
// The key type is left open so that `queryOptions(...)` results with their typed keys fit.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ListQueryOptions<T> = UseQueryOptions<Page<T>, Error, Page<T>, any>;

export interface UseListControllerOptions<T> extends UseListQueryStateOptions {
  /** API path of the list (e.g. `/ubar/bars/`); also the root of the default cache key. */
  resource: string;
  /** The API's index of the first page: 0, or 1 for robots (SPEC §7). */
  firstPage?: number;
  /** Bar id sent as `x-bar` by the default fetcher for bar-scoped lists. */
  bar?: string;
  /** Feature-provided query (one call per file); when absent the list GETs `resource`. */
  queryOptions?: (query: ListApiQuery) => ListQueryOptions<T>;
  refetchInterval?: number;
  enabled?: boolean;
}

export interface ListController<T> extends ListQueryStateController {
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
  apiQuery: ListApiQuery;
}

/**
 * Headless controller of a server-side paged list: the state lives in the URL query
 * (`pageIndex`, `pageSize`, `sort`, `filters`), changes go through `listQueryReducer`, and the
 * page is fetched with TanStack Query while the previous page stays on screen.
 */
export function useListController<T>(options: UseListControllerOptions<T>): ListController<T> {
  const { resource, firstPage = 0, bar, queryOptions, refetchInterval, enabled = true } = options;
  const listState = useListQueryState(options);
  const { state, setPage } = listState;

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
  useStayOnLastPage(query.isSuccess && !query.isPlaceholderData, state.pageIndex, lastPageIndex(count, state.pageSize), setPage);

  const { refetch: refetchQuery } = query;
  const refetch = useCallback(() => void refetchQuery(), [refetchQuery]);

  return {
    ...listState,
    rows,
    count,
    countEstimated,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    isPlaceholderData: query.isPlaceholderData,
    error: query.error,
    refetch,
    apiQuery,
  };
}
