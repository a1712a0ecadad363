import { queryOptions } from '@tanstack/react-query';
import type { BarIngredientKind, Page } from '@bar/domain';
import { api } from '../../../lib/api-client';
import type { ListApiQuery } from '../../../components/list/list-query-reducer';
import type { IngredientRecord } from '../../../components/ingredient-kit/ingredient-record';

export const barIngredientsPath = (kind: BarIngredientKind) => `/uingredient/${kind}/`;

/** GET /api/uingredient/{kind}/ — one page of the selected bar's ingredients of a kind. */
export function getIngredients(kind: BarIngredientKind, barId: string, query: ListApiQuery, signal?: AbortSignal): Promise<Page<IngredientRecord>> {
  return api<Page<IngredientRecord>>(barIngredientsPath(kind), { query: { ...query }, bar: barId, signal });
}

export const getIngredientsQueryOptions = (kind: BarIngredientKind, barId: string) => (query: ListApiQuery) =>
  queryOptions({
    queryKey: ['ingredients', barId, kind, 'list', query] as const,
    queryFn: ({ signal }) => getIngredients(kind, barId, query, signal),
  });
