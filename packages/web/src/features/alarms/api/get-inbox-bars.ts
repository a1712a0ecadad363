import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ALARMS_KEY, ALARMS_PATH } from './alarm-row';

export interface InboxBar {
  id: string;
  name: string;
  timeZone: string;
}

/** GET /api/alarms/bars — the bars of the caller's inbox, with the zone each one's times are read in. */
export const inboxBarsQuery = (userId: string | null) =>
  queryOptions({
    queryKey: [...ALARMS_KEY, 'bars', userId] as const,
    queryFn: ({ signal }) => api<InboxBar[]>(`${ALARMS_PATH}/bars`, { signal }),
    enabled: userId !== null,
    staleTime: 60_000,
  });
