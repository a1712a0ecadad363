import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ALARMS_KEY, ALARMS_PATH } from './alarm-row';

export interface AlarmCounts {
  critical: number;
  warning: number;
  byBar: Array<{ barId: string; critical: number; warning: number }>;
}

/** How often the top bar's count is read again without a live message. */
export const COUNTS_REFRESH_MS = 30_000;

export const alarmCountsKey = [...ALARMS_KEY, 'counts'] as const;

/** GET /api/alarms/counts — open alarms of the caller's bars by severity. */
export const alarmCountsQuery = (userId: string | null) =>
  queryOptions({
    queryKey: [...alarmCountsKey, userId] as const,
    queryFn: ({ signal }) => api<AlarmCounts>(`${ALARMS_PATH}/counts`, { signal }),
    enabled: userId !== null,
    refetchInterval: COUNTS_REFRESH_MS,
    meta: { notifyError: false },
  });
