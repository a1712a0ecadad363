import { queryOptions } from '@tanstack/react-query';
import type { Analytics } from '@bar/domain';
import { api } from '../../../lib/api-client';
import type { Renamed } from '../../../lib/rename-id';

/** The analytics as the console holds them (records' `_id` renamed `id`). */
export type SalesAnalytics = Omit<Analytics, 'bars'> & { bars: Array<Renamed<Analytics['bars'][number]>> };

/** One bar (the selected one) or every bar the user manages. */
export type AnalyticsScope = 'bar' | 'all';

export interface AnalyticsAsk {
  scope: AnalyticsScope;
  barId: string;
  /** dd/MM/yyyy */
  from: string;
  /** dd/MM/yyyy */
  to: string;
}

/** GET /api/analytics/sales (x-bar) or /api/analytics/sales/all: the figures of the days and of the days before them. */
export function getSalesAnalytics({ scope, barId, from, to }: AnalyticsAsk, signal?: AbortSignal): Promise<SalesAnalytics> {
  const path = scope === 'all' ? '/analytics/sales/all' : '/analytics/sales';
  return api<SalesAnalytics>(path, { query: { from, to }, bar: barId, signal });
}

export const salesAnalyticsQuery = (ask: AnalyticsAsk) =>
  queryOptions({
    queryKey: ['analytics', ask.barId, ask.scope, ask.from, ask.to] as const,
    queryFn: ({ signal }) => getSalesAnalytics(ask, signal),
    // the figures of past days change little: kept a minute, refetched when asked again later
    staleTime: 60_000,
  });
