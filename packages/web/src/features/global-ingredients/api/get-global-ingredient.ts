import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GlobalIngredientKind } from '@bar/domain';
import { api } from '../../../lib/api-client';
import type { IngredientRecord } from '../../../components/ingredient-kit/ingredient-record';

/** GET /api/uging/{kind}/{id}. */
export function getGlobalIngredient(kind: GlobalIngredientKind, id: string, signal?: AbortSignal): Promise<IngredientRecord> {
  return api<IngredientRecord>(`/uging/${kind}/${encodeURIComponent(id)}`, { signal });
}

export function useGlobalIngredient(kind: GlobalIngredientKind, id: string) {
  return useQuery(
    queryOptions({
      queryKey: ['uging', kind, 'detail', id] as const,
      queryFn: ({ signal }) => getGlobalIngredient(kind, id, signal),
      retry: false,
      meta: { notifyError: false },
    }),
  );
}
