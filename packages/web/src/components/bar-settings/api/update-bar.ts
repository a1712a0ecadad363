import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BarImageField, BarUpdateInput } from '@bar/domain';
import { api } from '../../../lib/api-client';
import type { BarView } from '../bar-form';

export interface BarUpdate {
  id: string;
  /** Only the fields the caller may change (the server refuses the whole call otherwise). */
  data: Partial<BarUpdateInput> | Record<string, unknown>;
  /** New images, one file per slot. */
  images?: Partial<Record<BarImageField, File>>;
  /** x-bar for staff saving their own bar from MyBar. */
  bar?: string;
}

/** PUT /api/ubar/bars/{id} — multipart: the JSON `data` part plus optional coverImage, logo, logoBW files. */
export function updateBar({ id, data, images = {}, bar }: BarUpdate): Promise<BarView> {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  for (const [slot, file] of Object.entries(images)) if (file) form.append(slot, file, file.name);
  return api<BarView>(`/ubar/bars/${encodeURIComponent(id)}`, { method: 'PUT', body: form, bar: bar ?? id });
}

/** Saves a bar and refreshes every cached copy of it (detail, current bar, lists). */
export function useUpdateBar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBar,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['bars'] }),
  });
}
