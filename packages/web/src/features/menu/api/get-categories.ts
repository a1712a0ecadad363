import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MENU_PAGE, type CategoryRow, type MenuPage } from './menu-types';

/** GET /api/udrink/categories/ — the bar's categories in menu order. */
export const categoriesQueryOptions = (barId: string) =>
  queryOptions({
    queryKey: ['menu', barId, 'categories'],
    queryFn: ({ signal }) => api<MenuPage<CategoryRow>>('/udrink/categories/', { bar: barId, query: MENU_PAGE, signal }),
  });
