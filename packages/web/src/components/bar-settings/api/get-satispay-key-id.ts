import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SatispayKeyIdRequest, SatispayKeyIdResponse } from '@bar/domain';
import { api } from '../../../lib/api-client';

/** POST /api/satispay/satispayKeyId — registers the public key with Satispay and answers its key_id. */
export function getSatispayKeyId(request: SatispayKeyIdRequest & { barId: string }): Promise<SatispayKeyIdResponse> {
  return api<SatispayKeyIdResponse>('/satispay/satispayKeyId', { method: 'POST', body: request, bar: request.barId });
}

export function useSatispayKeyId() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: getSatispayKeyId,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['bars'] }),
  });
}
