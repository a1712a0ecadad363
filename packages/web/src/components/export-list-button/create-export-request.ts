import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExportCollection, ExportType } from '@bar/domain';
import { api } from '../../lib/api-client';
import type { ExportRow } from './export-request';

export interface ExportRequestInput {
  collectionName: ExportCollection;
  search: Record<string, unknown>;
  type: ExportType;
}

/** POST /api/uexport/export-request/create — stored at once, the file is made in the background. */
export function createExportRequest(barId: string, input: ExportRequestInput): Promise<ExportRow> {
  return api<ExportRow>('/uexport/export-request/create', { method: 'POST', bar: barId, body: { barId, ...input } });
}

export function useCreateExportRequest(barId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ExportRequestInput) => createExportRequest(barId, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['exports'] }),
  });
}
