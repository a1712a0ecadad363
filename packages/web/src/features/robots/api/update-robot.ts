import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RobotUpdateInput } from '@bar/domain';
import { api } from '../../../lib/api-client';
import type { RobotRow } from './get-robots';

/** PUT /api/uBar/robots/{id} — fields left out keep their value. */
export function updateRobot(id: string, input: RobotUpdateInput): Promise<RobotRow> {
  return api<RobotRow>(`/uBar/robots/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

export function useUpdateRobot(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RobotUpdateInput) => updateRobot(id, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['robots'] }),
  });
}
