import type { DispenserKind } from '@bar/domain';
import { api } from '../../../lib/api-client';

/**
 * PATCH /api/udispenser/{kind}/{id} — saves a dispenser as SPEC §7 asks: the full object, i.e. the
 * record as the list answered it with the edited fields laid over it.
 */
export function updateDispenser<T extends { id: string }>(kind: Exclude<DispenserKind, 'bib'>, barId: string, record: T, changes: Partial<T>): Promise<T> {
  return api<T>(`/udispenser/${kind}/${encodeURIComponent(record.id)}`, { method: 'PATCH', body: { ...record, ...changes, barId }, bar: barId });
}
