import { queryOptions } from '@tanstack/react-query';
import type { Webhook } from '@bar/domain';
import { api } from '../../../../lib/api-client';
import type { Renamed } from '../../../../lib/rename-id';

export type WebhookRow = Renamed<Webhook>;

/** Every query of the bar's webhooks and their log starts with this key: a change refreshes them all. */
export const webhooksKey = (barId: string) => ['webhooks', barId] as const;

/** GET /api/webhooks/ — the bar's webhooks, never their secrets. */
export function getWebhooks(barId: string, signal?: AbortSignal): Promise<WebhookRow[]> {
  return api<WebhookRow[]>('/webhooks/', { bar: barId, signal });
}

export const webhooksQueryOptions = (barId: string) =>
  queryOptions({ queryKey: [...webhooksKey(barId), 'list'] as const, queryFn: ({ signal }) => getWebhooks(barId, signal) });
