import { api } from '../../../lib/api-client';

/** GET /api/uexport/export-request/download/{id} of the export's bar (x-bar), saved under the file name the server gives. */
export async function downloadExport(barId: string, id: string, fileName: string): Promise<void> {
  const blob = await api<Blob>(`/uexport/export-request/download/${encodeURIComponent(id)}`, { bar: barId, responseType: 'blob', signOutOnForbidden: false });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
