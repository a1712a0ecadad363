import { queryOptions } from '@tanstack/react-query';
import type { Page, UserView } from '@bar/domain';
import { api } from '../../../lib/api-client';
import type { Renamed } from '../../../lib/rename-id';
import type { ListApiQuery } from '../../../components/list/list-query-reducer';

/** A user as the members calls answer, `_id` renamed. */
export type UserRow = Renamed<UserView>;

export const USERS_LIST_PATH = '/uuser/members/';

/** GET /api/uuser/members/ — one page of users (SUPERADMIN; first page 0). */
export function getUsers(query: ListApiQuery, signal?: AbortSignal): Promise<Page<UserRow>> {
  return api<Page<UserRow>>(USERS_LIST_PATH, { query: { ...query }, signal });
}

export const getUsersQueryOptions = (query: ListApiQuery) =>
  queryOptions({ queryKey: ['users', 'list', query] as const, queryFn: ({ signal }) => getUsers(query, signal) });
