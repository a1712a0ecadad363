import type { Dashboard } from '@bar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

/** A named amount of a ranking (drinks, categories, ingredients). */
export type NamedValue = Dashboard['drinks'][number];
export type DashboardToday = Dashboard;

/** Where "today" starts for the person looking: their local midnight. */
export function localMidnight(now = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/** GET /api/uorder/drink/today — today's orders, income and rankings of the bar. */
export function getDashboardToday(barId: string, signal?: AbortSignal): Promise<DashboardToday> {
  return api<DashboardToday>('/uorder/drink/today', { bar: barId, query: { barId, since: localMidnight() }, signal });
}

export const dashboardTodayKey = (barId: string) => ['dashboard', 'today', barId] as const;

export const dashboardTodayQuery = (barId: string) =>
  queryOptions({
    queryKey: dashboardTodayKey(barId),
    queryFn: ({ signal }) => getDashboardToday(barId, signal),
  });

export function useDashboardToday(barId: string) {
  return useQuery(dashboardTodayQuery(barId));
}
