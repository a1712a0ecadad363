import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BarSummary, Page } from '@bar/domain';
import { api } from '../../../lib/api-client';
import type { Renamed } from '../../../lib/rename-id';
import type { ListApiQuery } from '../../../components/list/list-query-reducer';

/** A row of the bars list. */
export type BarRow = Renamed<BarSummary>;

export const BARS_LIST_PATH = '/ubar/bars/';

/** GET /api/ubar/bars/ — one page of bars (SUPERADMIN). */
export function getBars(query: ListApiQuery, signal?: AbortSignal): Promise<Page<BarRow>> {
  return api<Page<BarRow>>(BARS_LIST_PATH, { query: { ...query }, signal });
}

export const barsListKey = (query: ListApiQuery) => ['bars', 'list', query] as const;

export const getBarsQueryOptions = (query: ListApiQuery) =>
  queryOptions({
    queryKey: barsListKey(query),
    queryFn: ({ signal }) => getBars(query, signal),
  });

/** One page of bars, keeping the previous page on screen while the next one loads. */
export function useBars(query: ListApiQuery) {
  return useQuery({ ...getBarsQueryOptions(query), placeholderData: keepPreviousData });
}
