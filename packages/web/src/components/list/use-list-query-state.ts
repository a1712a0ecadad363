import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@bar/domain';
import {
  decodeListQuery,
  encodeListQuery,
  listQueryReducer,
  type FilterValue,
  type ListFilters,
  type ListQueryAction,
  type ListQueryConfig,
  type ListQueryState,
  type ListSort,
  type SortOrder,
} from './list-query-reducer';
import { pageSizeOptionsFor } from './page-size-options';

export interface UseListQueryStateOptions {
  /** Page size when the URL has none (SPEC §9: 5 unless the list says otherwise). */
  defaultPerPage?: number;
  /** Offered page sizes; default 5, 10, 25 plus `defaultPerPage`. */
  pageSizeOptions?: readonly number[];
  defaultSort?: ListSort | null;
  defaultFilters?: ListFilters;
  /** Fields the list accepts; others found in the URL are dropped. */
  sortableFields?: readonly string[];
  filterableFields?: readonly string[];
}

export interface NavigationOptions {
  /** Replace the current history entry instead of pushing one. */
  replace?: boolean;
}

/** A list's page, size, sort and filters as kept in the URL, and the changes to them. */
export interface ListQueryStateController {
  state: ListQueryState;
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
 * The URL half of a list controller: the state lives in the URL query (`pageIndex`, `pageSize`,
 * `sort`, `filters`) and changes go through `listQueryReducer`. Page, size and sort changes add a
 * history entry; filter changes replace the current one unless told otherwise.
 */
export function useListQueryState(options: UseListQueryStateOptions): ListQueryStateController {
  const { defaultPerPage = DEFAULT_PAGE_SIZE, defaultSort = null, defaultFilters } = options;

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

  return { state, pageSizeOptions: config.pageSizeOptions ?? [], setPage, setPageSize, setSort, setFilter, setFilters };
}

/**
 * Moves a list shown past its last page (rows gone, a hand-edited URL) to the last page that
 * exists, once the rows it counts are settled.
 */
export function useStayOnLastPage(settled: boolean, pageIndex: number, lastPage: number, setPage: ListQueryStateController['setPage']): void {
  useEffect(() => {
    if (settled && pageIndex > lastPage) setPage(lastPage, { replace: true });
  }, [settled, pageIndex, lastPage, setPage]);
}
