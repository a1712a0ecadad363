import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Shift4AccessTokenRequest, Shift4AccessTokenResponse } from '@bar/domain';
import { api } from '../../../lib/api-client';

/** POST /api/shift4/getAccessToken — exchanges the auth token (typed, else the stored one) for an access token. */
export function getShift4AccessToken(barId: string, authToken?: string): Promise<Shift4AccessTokenResponse> {
  const body: Shift4AccessTokenRequest = { barId, ...(authToken ? { authToken } : {}) };
  return api<Shift4AccessTokenResponse>('/shift4/getAccessToken', { method: 'POST', body, bar: barId });
}

export function useShift4AccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ barId, authToken }: { barId: string; authToken?: string }) => getShift4AccessToken(barId, authToken),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['bars'] }),
  });
}
