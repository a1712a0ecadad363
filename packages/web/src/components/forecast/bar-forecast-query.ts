import { queryOptions } from '@tanstack/react-query';
import type { BarForecastView } from '@bar/domain';
import { api } from '../../lib/api-client';

/** Cache key of a bar's run-out forecast. */
export const barForecastKey = (barId: string) => ['forecast', barId] as const;

/** How often the forecast is read again: levels move with every drink, the forecast with them. */
export const FORECAST_REFRESH_MS = 60_000;

/** GET /api/forecast/bar (x-bar): the bar's run-out forecast, recipes running out and substitutes. */
export const barForecastQuery = (barId: string) =>
  queryOptions({
    queryKey: barForecastKey(barId),
    queryFn: ({ signal }) => api<BarForecastView>('/forecast/bar', { bar: barId, signal }),
    refetchInterval: FORECAST_REFRESH_MS,
    staleTime: 30_000,
    // the forecast adds to a screen that works without it: a failure is not worth a notification
    meta: { notifyError: false },
  });
