import { api } from '../../../lib/api-client';

/** POST /api/udispenser/{valv|ice}/{id}/manualCommand — the bar pours `quantity` doses (tracked command). */
export function sendManualCommand(target: 'valv' | 'ice', barId: string, id: string, body: { quantity: number; dispensingTime: number }) {
  return api<{ status: string }>(`/udispenser/${target}/${encodeURIComponent(id)}/manualCommand`, { method: 'POST', body: { id, barId, ...body }, bar: barId });
}
