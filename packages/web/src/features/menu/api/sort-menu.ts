import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderChange } from '@bar/domain';
import { api } from '../../../lib/api-client';

/**
 * PATCH /api/udrink/categories/sorting (recipeCategories) or /api/udrink/recipes/sorting (recipes),
 * with only the rows whose order number changed.
 */
export function useSortMenu(barId: string, what: 'categories' | 'recipes') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: OrderChange[]) => {
      const rows = changes.map((c) => ({ _id: c.id, order: c.order }));
      return api(`/udrink/${what}/sorting`, {
        method: 'PATCH',
        bar: barId,
        body: what === 'categories' ? { barId, recipeCategories: rows } : { barId, recipes: rows },
      });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['menu', barId] }),
  });
}
