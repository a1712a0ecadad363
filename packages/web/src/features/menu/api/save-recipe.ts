import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { recipeFormSchema } from '@bar/domain';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { RecipeRow } from './menu-types';

export type RecipeValues = z.output<typeof recipeFormSchema>;

/** POST /api/udrink/recipes/create, or PATCH /api/udrink/recipes/{id} when updating. */
export function useSaveRecipe(barId: string, categoryId: string, id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: RecipeValues) =>
      id
        ? api<RecipeRow>(`/udrink/recipes/${encodeURIComponent(id)}`, { method: 'PATCH', bar: barId, body: { ...values, barId } })
        : api<RecipeRow>('/udrink/recipes/create', { method: 'POST', bar: barId, body: { ...values, categoryId, barId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['menu', barId] }),
  });
}
