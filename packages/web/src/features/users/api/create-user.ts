import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserCreateInput } from '@bar/domain';
import { api } from '../../../lib/api-client';
import type { UserRow } from './get-users';

/** POST /api/uuser/members/create — answers the new user. */
export function createUser(input: UserCreateInput): Promise<UserRow> {
  return api<UserRow>('/uuser/members/create', { method: 'POST', body: input });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createUser, onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['users'] }) });
}
