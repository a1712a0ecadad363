import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BarCreateInput, BarDetail } from '@bar/domain';
import { api } from '../../../lib/api-client';
import type { Renamed } from '../../../lib/rename-id';

export type CreatedBar = Renamed<BarDetail>;

/** POST /api/ubar/bars/create — answers the new bar (201). */
export function createBar(input: BarCreateInput): Promise<CreatedBar> {
  return api<CreatedBar>('/ubar/bars/create', { method: 'POST', body: input });
}

/** Creates a bar and refreshes every cached bar list (the table, the bar picker). */
export function useCreateBar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBar,
    // Not awaited: the caller moves on to the new bar without waiting for the lists to reload.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['bars'] }),
  });
}
