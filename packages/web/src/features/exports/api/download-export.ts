import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET /api/uexport/export-request/download/{id} of the export's bar (x-bar), saved under the file name the server gives. */
export async function downloadExport(barId: string, id: string, fileName: string): Promise<void> {
  const blob = await api<Blob>(`/uexport/export-request/download/${encodeURIComponent(id)}`, { bar: barId, responseType: 'blob', signOutOnForbidden: false });
  saveFile(blob, fileName);
}
