import { FLEET_FILTERS, FLEET_SORTS, type Fleet, type FleetBarSummary, type FleetFilter, type FleetSort } from '@bar/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { lastPageIndex } from '../../components/list/list-query-reducer';
import { useListQueryState, useStayOnLastPage } from '../../components/list/use-list-query-state';
import type { PagedTableController } from '../../components/paged-table/paged-table';
import { countByFilter, viewFleet, type FleetView } from './fleet-rows';

/** 25 rows a page by default; 500 bars page in memory, so larger pages are offered too. */
export const FLEET_PAGE_SIZE = 25;
const PAGE_SIZES = [10, 25, 50, 100] as const;
const NO_BARS: FleetBarSummary[] = [];

const isSort = (value: unknown): value is FleetSort => (FLEET_SORTS as readonly unknown[]).includes(value);
const isFilter = (value: unknown): value is FleetFilter => (FLEET_FILTERS as readonly unknown[]).includes(value);

export interface FleetListController extends PagedTableController<FleetBarSummary> {
  view: FleetView;
  /** Bars each filter keeps under the search typed. */
  counts: Record<FleetFilter, number>;
  /** Every bar of the fleet, whatever the view. */
  total: number;
  setView: (change: Partial<FleetView>) => void;
}

/**
 * The fleet page's list: sort, filter, search, page and page size kept in the URL like every
 * list's, applied in memory to the live rows (filter, sort, then the page's slice), with `now`
 * deciding who is offline.
 */
export function useFleetList(fleet: UseQueryResult<Fleet>, now: Date): FleetListController {
  const list = useListQueryState({
    defaultPerPage: FLEET_PAGE_SIZE,
    pageSizeOptions: PAGE_SIZES,
    defaultSort: { field: 'attention', order: 1 },
    sortableFields: FLEET_SORTS,
    filterableFields: ['show', 'search'],
  });
  const { state, setSort, setFilter, setPage } = list;
  const sort = isSort(state.sort?.field) ? state.sort.field : 'attention';
  const filter = isFilter(state.filters.show) ? state.filters.show : 'all';
  const search = typeof state.filters.search === 'string' ? state.filters.search : '';
  const bars = fleet.data?.bars ?? NO_BARS;

  const shown = useMemo(() => viewFleet(bars, { sort, filter, search }, now), [bars, sort, filter, search, now]);
  const counts = useMemo(() => countByFilter(bars, search, now), [bars, search, now]);
  const lastPage = lastPageIndex(shown.length, state.pageSize);
  const pageIndex = Math.min(state.pageIndex, lastPage);
  const rows = useMemo(() => shown.slice(pageIndex * state.pageSize, (pageIndex + 1) * state.pageSize), [shown, pageIndex, state.pageSize]);
  useStayOnLastPage(fleet.isSuccess, state.pageIndex, lastPage, setPage);

  const setView = useCallback(
    (change: Partial<FleetView>) => {
      if (change.sort) setSort(change.sort, 1);
      if (change.filter) setFilter('show', change.filter === 'all' ? undefined : change.filter, { replace: false });
      if (change.search !== undefined) setFilter('search', change.search);
    },
    [setSort, setFilter],
  );

  const { refetch: refetchFleet } = fleet;
  const refetch = useCallback(() => void refetchFleet(), [refetchFleet]);
  return {
    ...list,
    rows,
    count: shown.length,
    isLoading: fleet.isLoading,
    isFetching: fleet.isFetching,
    error: fleet.error,
    refetch,
    view: { sort, filter, search },
    counts,
    total: bars.length,
    setView,
  };
}
