import { queryOptions } from '@tanstack/react-query';
import type { GlobalIngredientKind, Page } from '@bar/domain';
import { api } from '../../../lib/api-client';
import type { ListApiQuery } from '../../../components/list/list-query-reducer';
import type { IngredientRecord } from '../../../components/ingredient-kit/ingredient-record';

export const globalIngredientsPath = (kind: GlobalIngredientKind) => `/uging/${kind}/`;

/** GET /api/uging/{kind}/ — one page of the catalogue (SUPERADMIN). */
export function getGlobalIngredients(kind: GlobalIngredientKind, query: ListApiQuery, signal?: AbortSignal): Promise<Page<IngredientRecord>> {
  return api<Page<IngredientRecord>>(globalIngredientsPath(kind), { query: { ...query }, signal });
}

export const getGlobalIngredientsQueryOptions = (kind: GlobalIngredientKind) => (query: ListApiQuery) =>
  queryOptions({
    queryKey: ['uging', kind, 'list', query] as const,
    queryFn: ({ signal }) => getGlobalIngredients(kind, query, signal),
  });
