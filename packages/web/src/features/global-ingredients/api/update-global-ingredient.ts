import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GlobalIngredientKind } from '@bar/domain';
import { api } from '../../../lib/api-client';
import type { IngredientRecord } from '../../../components/ingredient-kit/ingredient-record';

/** PATCH /api/uging/{kind}/{id} — fields left out keep their value. */
export function updateGlobalIngredient(kind: GlobalIngredientKind, id: string, body: Record<string, unknown>): Promise<IngredientRecord> {
  return api<IngredientRecord>(`/uging/${kind}/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

export function useUpdateGlobalIngredient(kind: GlobalIngredientKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => updateGlobalIngredient(kind, id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(['uging', kind, 'detail', id], saved);
      void queryClient.invalidateQueries({ queryKey: ['uging', kind, 'list'] });
    },
  });
}
