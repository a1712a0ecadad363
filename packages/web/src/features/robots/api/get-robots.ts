import { queryOptions } from '@tanstack/react-query';
import type { Page, RobotView } from '@bar/domain';
import { api } from '../../../lib/api-client';
import type { Renamed } from '../../../lib/rename-id';
import type { ListApiQuery } from '../../../components/list/list-query-reducer';

export type RobotRow = Renamed<RobotView>;

export const ROBOTS_LIST_PATH = '/uBar/robots/';

/** GET /api/uBar/robots/ — one page of robots (SUPERADMIN; the first page is 1, SPEC §7). */
export function getRobots(query: ListApiQuery, signal?: AbortSignal): Promise<Page<RobotRow>> {
  return api<Page<RobotRow>>(ROBOTS_LIST_PATH, { query: { ...query }, signal });
}

export const getRobotsQueryOptions = (query: ListApiQuery) =>
  queryOptions({ queryKey: ['robots', 'list', query] as const, queryFn: ({ signal }) => getRobots(query, signal) });
