import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { UserRow } from './get-users';

export const userKey = (id: string) => ['users', 'detail', id] as const;

/** GET /api/uuser/members/{id}. */
export function getUser(id: string, signal?: AbortSignal): Promise<UserRow> {
  return api<UserRow>(`/uuser/members/${encodeURIComponent(id)}`, { signal });
}

export function useUser(id: string) {
  return useQuery(queryOptions({ queryKey: userKey(id), queryFn: ({ signal }) => getUser(id, signal), retry: false, meta: { notifyError: false } }));
}
