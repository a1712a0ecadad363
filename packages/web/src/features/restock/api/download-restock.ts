import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET /api/forecast/restock/csv (one bar) or /restock/all/csv (a run), saved as a file. */
export async function downloadRestockCsv(scope: { barId: string } | 'all', fileName: string): Promise<void> {
  const blob =
    scope === 'all'
      ? await api<Blob>('/forecast/restock/all/csv', { responseType: 'blob' })
      : await api<Blob>('/forecast/restock/csv', { bar: scope.barId, responseType: 'blob' });
  saveFile(blob, fileName);
}
