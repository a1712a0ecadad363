import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { RobotRow } from './get-robots';

/** GET /api/uBar/robots/{id}. */
export function getRobot(id: string, signal?: AbortSignal): Promise<RobotRow> {
  return api<RobotRow>(`/uBar/robots/${encodeURIComponent(id)}`, { signal });
}

export function useRobot(id: string) {
  return useQuery(
    queryOptions({ queryKey: ['robots', 'detail', id] as const, queryFn: ({ signal }) => getRobot(id, signal), retry: false, meta: { notifyError: false } }),
  );
}
