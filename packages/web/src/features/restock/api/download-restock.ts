import { api } from '../../../lib/api-client';

/** GET /api/forecast/restock/csv (one bar) or /restock/all/csv (a run), saved as a file. */
export async function downloadRestockCsv(scope: { barId: string } | 'all', fileName: string): Promise<void> {
  const blob =
    scope === 'all'
      ? await api<Blob>('/forecast/restock/all/csv', { responseType: 'blob' })
      : await api<Blob>('/forecast/restock/csv', { bar: scope.barId, responseType: 'blob' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
