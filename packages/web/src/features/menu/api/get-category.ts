import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CategoryRow } from './menu-types';

/** GET /api/udrink/categories/{id}. */
export const categoryQueryOptions = (barId: string, id: string) =>
  queryOptions({
    queryKey: ['menu', barId, 'category', id],
    queryFn: ({ signal }) => api<CategoryRow>(`/udrink/categories/${encodeURIComponent(id)}`, { bar: barId, signal }),
  });
