import { queryOptions } from '@tanstack/react-query';
import type { DispenserKind } from '@bar/domain';
import { api } from '../../../lib/api-client';

/** GET /api/udispenser/{kind}/ — every dispenser of a kind on the bar. */
export function getDispensers<T>(kind: DispenserKind, barId: string, signal?: AbortSignal): Promise<T[]> {
  return api<T[]>(`/udispenser/${kind}/`, { query: { barId }, bar: barId, signal });
}

export const dispensersQueryKey = (barId: string, kind?: DispenserKind) => (kind ? (['dispensers', barId, kind] as const) : (['dispensers', barId] as const));

export const dispensersQueryOptions = <T>(kind: DispenserKind, barId: string) =>
  queryOptions({ queryKey: dispensersQueryKey(barId, kind), queryFn: ({ signal }) => getDispensers<T>(kind, barId, signal) });
