import type { DispenserKind } from '@bar/domain';
import { api } from '../../../lib/api-client';

/** PATCH /api/udispenser/{kind}/{id} — saves a dispenser (the full object). */
export function updateDispenser<T>(kind: Exclude<DispenserKind, 'bib'>, barId: string, id: string, body: Record<string, unknown>): Promise<T> {
  return api<T>(`/udispenser/${kind}/${encodeURIComponent(id)}`, { method: 'PATCH', body: { ...body, barId }, bar: barId });
}
