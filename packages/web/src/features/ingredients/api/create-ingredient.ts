import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BarIngredientKind } from '@bar/domain';
import { api } from '../../../lib/api-client';
import type { IngredientRecord } from '../../../components/ingredient-kit/ingredient-record';

/** POST /api/uingredient/{kind}/create — the entity plus barId (SPEC §7); answers the new record. */
export function createIngredient(kind: BarIngredientKind, barId: string, body: Record<string, unknown>): Promise<IngredientRecord> {
  return api<IngredientRecord>(`/uingredient/${kind}/create`, { method: 'POST', body: { ...body, barId }, bar: barId });
}

export function useCreateIngredient(kind: BarIngredientKind, barId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => createIngredient(kind, barId, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['ingredients', barId] }),
  });
}
