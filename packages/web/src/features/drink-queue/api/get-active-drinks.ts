import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { DrinkRow } from './drink-row';

export const activeDrinksKey = (barId: string) => ['drinks', 'active', barId] as const;

/** GET /api/uorder/drink/active — every open, producing, ready and delivering drink of the bar. */
export function getActiveDrinks(barId: string, signal?: AbortSignal): Promise<DrinkRow[]> {
  return api<DrinkRow[]>('/uorder/drink/active', { query: { barId }, bar: barId, signal });
}

export const activeDrinksQuery = (barId: string) => queryOptions({ queryKey: activeDrinksKey(barId), queryFn: ({ signal }) => getActiveDrinks(barId, signal) });

export function useActiveDrinks(barId: string) {
  return useQuery(activeDrinksQuery(barId));
}
