import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserEditInput } from '@bar/domain';
import { api } from '../../../lib/api-client';
import type { UserRow } from './get-users';

/** PATCH /api/uuser/members/{id} — names, optional new password, and the whole set of roles. */
export function updateUser(id: string, input: UserEditInput): Promise<UserRow> {
  return api<UserRow>(`/uuser/members/${encodeURIComponent(id)}`, { method: 'PATCH', body: { id, ...input } });
}

export function useUpdateUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UserEditInput) => updateUser(id, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
