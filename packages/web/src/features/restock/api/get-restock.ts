import { queryOptions } from '@tanstack/react-query';
import type { RestockListView, RestockRunView } from '@bar/domain';
import { api } from '../../../lib/api-client';

/** GET /api/forecast/restock (x-bar): the bar's restock list for its current or next opening. */
export const barRestockQuery = (barId: string) =>
  queryOptions({
    queryKey: ['restock', 'bar', barId] as const,
    queryFn: ({ signal }) => api<RestockListView>('/forecast/restock', { bar: barId, signal }),
  });

/** GET /api/forecast/restock/all: a restock run over every bar the user may view. */
export const restockRunQuery = (userId: string | null) =>
  queryOptions({
    queryKey: ['restock', 'all', userId] as const,
    queryFn: ({ signal }) => api<RestockRunView>('/forecast/restock/all', { signal }),
    enabled: userId !== null,
  });
