import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { recipeCategoryCreateSchema } from '@bar/domain';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { CategoryRow } from './menu-types';

export type CategoryValues = z.output<typeof recipeCategoryCreateSchema>;

/** POST /api/udrink/categories/create, or PATCH /api/udrink/categories/{id} when editing. */
export function useSaveCategory(barId: string, id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CategoryValues) =>
      id
        ? api<CategoryRow>(`/udrink/categories/${encodeURIComponent(id)}`, { method: 'PATCH', bar: barId, body: { ...values, barId } })
        : api<CategoryRow>('/udrink/categories/create', { method: 'POST', bar: barId, body: { ...values, barId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['menu', barId] }),
  });
}
