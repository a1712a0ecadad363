import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/** GET /api/config: public settings of the server. */
export interface AppConfig {
  version?: string;
  /** WebSocket address of the broker; null means same origin `/mqtt`. */
  mqttUrl?: string | null;
  supportEmail?: string | null;
}

export const appConfigQuery = queryOptions({
  queryKey: ['config'] as const,
  queryFn: ({ signal }) => api<AppConfig>('/config', { signal }),
  staleTime: Infinity,
  meta: { notifyError: false },
});
