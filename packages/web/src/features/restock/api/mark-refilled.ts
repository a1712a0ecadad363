import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

interface BottleRecord {
  id: string;
  dispenserCapacity: { id: string; capacity: number };
}

/**
 * Marks a bottle refilled: the dispensers' Set Full (PATCH /api/udispenser/bottles/{id} with the cell
 * as listed and its level at capacity), so the audit log records it as any bottle edit.
 */
export async function markRefilled(barId: string, dispenserId: string): Promise<void> {
  const cells = await api<BottleRecord[]>('/udispenser/bottles/', { bar: barId, query: { barId } });
  const cell = cells.find((c) => c.id === dispenserId);
  if (!cell) throw new Error('The bottle is no longer on the wall.');
  await api(`/udispenser/bottles/${encodeURIComponent(cell.id)}`, {
    method: 'PATCH',
    bar: barId,
    body: { ...cell, actualLevel: cell.dispenserCapacity.capacity, barId },
  });
}

/** Set Full from the restock list; the list and the forecasts are read again after it. */
export function useMarkRefilled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ barId, dispenserId }: { barId: string; dispenserId: string }) => markRefilled(barId, dispenserId),
    onSettled: () => Promise.all(['restock', 'forecast', 'dispensers'].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  });
}
