import { api } from '../../../lib/api-client';

export interface ExportRequestInput {
  collectionName: 'Drink';
  /** The list's filters plus the tab's status, as the export should select. */
  search: Record<string, unknown>;
  type: 'csv' | 'excel';
}

/** POST /api/uexport/export-request/create — the file is made later (exports issue). */
export function createExport(barId: string, input: ExportRequestInput): Promise<unknown> {
  return api('/uexport/export-request/create', { method: 'POST', bar: barId, body: { barId, ...input } });
}
