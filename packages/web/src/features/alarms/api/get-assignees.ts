import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ALARMS_KEY, ALARMS_PATH } from './alarm-row';

export interface Assignee {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** GET /api/alarms/assignees (x-bar) — whom the bar's alarms may go to (MAINT and above ask). */
export const assigneesQuery = (barId: string, enabled: boolean) =>
  queryOptions({
    queryKey: [...ALARMS_KEY, 'assignees', barId] as const,
    queryFn: ({ signal }) => api<Assignee[]>(`${ALARMS_PATH}/assignees`, { bar: barId, signal }),
    enabled,
    staleTime: 60_000,
  });
