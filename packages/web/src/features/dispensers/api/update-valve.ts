import { api } from '../../../lib/api-client';
import type { ValveRecord } from './types';

/** PATCH /api/udispenser/valv/{id} — assigns a flavour to a valve (null: UNASSIGNED). */
export function updateValve(barId: string, id: string, flavourId: string | null): Promise<ValveRecord> {
  return api<ValveRecord>(`/udispenser/valv/${encodeURIComponent(id)}`, { method: 'PATCH', body: { barId, flavourId }, bar: barId });
}
