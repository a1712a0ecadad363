import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookCreate, WebhookWithSecret } from '@bar/domain';
import { api } from '../../../../lib/api-client';
import type { Renamed } from '../../../../lib/rename-id';
import { webhooksKey } from './get-webhooks';

export type WebhookWithSecretRow = Renamed<WebhookWithSecret>;

/** POST /api/webhooks/ — the answer carries the signing secret, this once. */
export function createWebhook(barId: string, input: WebhookCreate): Promise<WebhookWithSecretRow> {
  return api<WebhookWithSecretRow>('/webhooks/', { method: 'POST', bar: barId, body: input });
}

export function useCreateWebhook(barId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WebhookCreate) => createWebhook(barId, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: webhooksKey(barId) }),
  });
}
