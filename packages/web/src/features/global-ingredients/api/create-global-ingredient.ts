import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GlobalIngredientKind } from '@bar/domain';
import { api } from '../../../lib/api-client';
import type { IngredientRecord } from '../../../components/ingredient-kit/ingredient-record';

/** POST /api/uging/{kind}/create — answers the new catalogue item. */
export function createGlobalIngredient(kind: GlobalIngredientKind, body: Record<string, unknown>): Promise<IngredientRecord> {
  return api<IngredientRecord>(`/uging/${kind}/create`, { method: 'POST', body });
}

export function useCreateGlobalIngredient(kind: GlobalIngredientKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => createGlobalIngredient(kind, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['uging', kind] }),
  });
}
