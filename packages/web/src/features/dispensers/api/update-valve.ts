import { api } from '../../../lib/api-client';
import type { ValveRecord } from './types';

/** PATCH /api/udispenser/valv/{id} — the full valve with its flavour (null: UNASSIGNED). */
export function updateValve(barId: string, valve: ValveRecord, flavour: { id: string; name: string } | null): Promise<ValveRecord> {
  const body = { ...valve, flavourId: flavour?.id ?? null, flavourName: flavour?.name ?? null, barId };
  return api<ValveRecord>(`/udispenser/valv/${encodeURIComponent(valve.id)}`, { method: 'PATCH', body, bar: barId });
}
