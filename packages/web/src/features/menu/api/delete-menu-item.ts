import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE /api/udrink/{categories|recipes}/{id} with the bar id in the body (SPEC §7). */
export function useDeleteMenuItem(barId: string, what: 'categories' | 'recipes') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/udrink/${what}/${encodeURIComponent(id)}`, { method: 'DELETE', bar: barId, body: { id, barId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['menu', barId] }),
  });
}
