import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookUpdate } from '@bar/domain';
import { api } from '../../../../lib/api-client';
import type { WebhookWithSecretRow } from './create-webhook';
import { webhooksKey, type WebhookRow } from './get-webhooks';

const at = (id: string, action = '') => `/webhooks/${encodeURIComponent(id)}${action}`;

/** PATCH /api/webhooks/{id} — URL, severities or enabled; fields left out keep their value. */
export const updateWebhook = (barId: string, id: string, input: WebhookUpdate) => api<WebhookRow>(at(id), { method: 'PATCH', bar: barId, body: input });

/** DELETE /api/webhooks/{id} — with its log. */
export const deleteWebhook = (barId: string, id: string) => api(at(id), { method: 'DELETE', bar: barId });

/** POST /api/webhooks/{id}/secret — a new signing secret, answered this once. */
export const rotateWebhookSecret = (barId: string, id: string) => api<WebhookWithSecretRow>(at(id, '/secret'), { method: 'POST', bar: barId });

/** POST /api/webhooks/{id}/test — queues a webhook.test event. */
export const sendTestEvent = (barId: string, id: string) => api(at(id, '/test'), { method: 'POST', bar: barId });

/** A webhook action that refreshes the list and the log when it succeeds. */
export function useWebhookAction<A, R>(barId: string, run: (barId: string, args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => run(barId, args),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: webhooksKey(barId) }),
  });
}
