import { queryOptions } from '@tanstack/react-query';
import type { Page } from '@bar/domain';
import { api } from '../../../lib/api-client';
import type { Renamed } from '../../../lib/rename-id';
import type { Drink } from '@bar/domain';
import type { ListApiQuery } from '../../../components/list/list-query-reducer';

export type ProductionDrink = Renamed<Drink>;

export const DRINKS_LIST_PATH = '/uorder/drink/';

/** GET /api/uorder/drink/ — one page of the bar's drinks in `status` (one status or a comma list). */
export function getProductionDrinks(barId: string, status: string, query: ListApiQuery, signal?: AbortSignal): Promise<Page<ProductionDrink>> {
  return api<Page<ProductionDrink>>(DRINKS_LIST_PATH, { query: { ...query, barId, status }, bar: barId, signal });
}

export const productionDrinksQueryOptions = (barId: string, status: string) => (query: ListApiQuery) =>
  queryOptions({
    queryKey: ['drinks', 'history', barId, status, query] as const,
    queryFn: ({ signal }) => getProductionDrinks(barId, status, query, signal),
  });
