import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BarIngredientKind } from '@bar/domain';
import { api } from '../../../lib/api-client';
import type { IngredientRecord } from '../../../components/ingredient-kit/ingredient-record';

/** PATCH /api/uingredient/{kind}/{id} — fields left out keep their value. */
export function updateIngredient(kind: BarIngredientKind, barId: string, id: string, body: Record<string, unknown>): Promise<IngredientRecord> {
  return api<IngredientRecord>(`/uingredient/${kind}/${encodeURIComponent(id)}`, { method: 'PATCH', body, bar: barId });
}

export function useUpdateIngredient(kind: BarIngredientKind, barId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => updateIngredient(kind, barId, id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(['ingredients', barId, kind, 'detail', id], saved);
      void queryClient.invalidateQueries({ queryKey: ['ingredients', barId, kind, 'list'] });
    },
  });
}
