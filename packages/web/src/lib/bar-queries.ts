import type { BarDetail, BarSummary } from '@bar/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';
import type { Renamed } from './rename-id';

/** A bar as the picker and lists show it. */
export type BarOption = Renamed<BarSummary>;
/** The selected bar with its settings (GET /api/ubar/bars/current). */
export type SelectedBar = Renamed<BarDetail>;

/** Bars the signed-in user may select (GET /api/ubar/bars/avail). */
export const availableBarsQuery = (userId: string | null) =>
  queryOptions({
    queryKey: ['bars', 'avail', userId] as const,
    queryFn: ({ signal }) => api<BarOption[]>('/ubar/bars/avail', { signal }),
    enabled: userId !== null,
    staleTime: 60_000,
  });

/** Key of the selected bar's detail; update it with `queryClient.setQueryData` on live 'bar' messages. */
export const currentBarKey = (barId: string | null) => ['bars', 'current', barId] as const;

export const currentBarQuery = (barId: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: currentBarKey(barId),
    queryFn: ({ signal }) => api<SelectedBar>('/ubar/bars/current', { bar: barId, signal, signOutOnForbidden: false }),
    enabled: enabled && barId !== null,
    meta: { notifyError: false },
  });
