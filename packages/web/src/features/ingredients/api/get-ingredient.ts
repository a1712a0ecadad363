import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BarIngredientKind } from '@bar/domain';
import { api } from '../../../lib/api-client';
import type { IngredientRecord } from '../../../components/ingredient-kit/ingredient-record';

/** GET /api/uingredient/{kind}/{id}. */
export function getIngredient(kind: BarIngredientKind, barId: string, id: string, signal?: AbortSignal): Promise<IngredientRecord> {
  return api<IngredientRecord>(`/uingredient/${kind}/${encodeURIComponent(id)}`, { bar: barId, signal });
}

export function useIngredient(kind: BarIngredientKind, barId: string, id: string) {
  return useQuery(
    queryOptions({
      queryKey: ['ingredients', barId, kind, 'detail', id] as const,
      queryFn: ({ signal }) => getIngredient(kind, barId, id, signal),
      retry: false,
      meta: { notifyError: false },
    }),
  );
}
