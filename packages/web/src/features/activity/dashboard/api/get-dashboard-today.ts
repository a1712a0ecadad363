import { zonedDayStartOf, type Dashboard } from '@bar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

/** A named amount of a ranking (drinks, categories, ingredients). */
export type NamedValue = Dashboard['drinks'][number];
export type DashboardToday = Dashboard;

/** Where "today" starts: the bar's midnight, in the bar's zone. */
export function barMidnight(timeZone: string, now = new Date()): Date {
  return zonedDayStartOf(now, timeZone);
}

/** GET /api/uorder/drink/today — today's orders, income and rankings of the bar. */
export function getDashboardToday(barId: string, timeZone: string, signal?: AbortSignal): Promise<DashboardToday> {
  return api<DashboardToday>('/uorder/drink/today', { bar: barId, query: { barId, since: barMidnight(timeZone) }, signal });
}

export const dashboardTodayKey = (barId: string) => ['dashboard', 'today', barId] as const;

export const dashboardTodayQuery = (barId: string, timeZone: string) =>
  queryOptions({
    queryKey: [...dashboardTodayKey(barId), timeZone],
    queryFn: ({ signal }) => getDashboardToday(barId, timeZone, signal),
  });

export function useDashboardToday(barId: string, timeZone: string) {
  return useQuery(dashboardTodayQuery(barId, timeZone));
}
