import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RobotCreateInput } from '@bar/domain';
import { api } from '../../../lib/api-client';
import type { RobotRow } from './get-robots';

/** POST /api/uBar/robots/create — answers the new robot. */
export function createRobot(input: RobotCreateInput): Promise<RobotRow> {
  return api<RobotRow>('/uBar/robots/create', { method: 'POST', body: input });
}

export function useCreateRobot() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createRobot, onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['robots'] }) });
}
