import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MENU_PAGE, type MenuPage, type RecipeRow } from './menu-types';

/** GET /api/udrink/recipes/ — a category's recipes in menu order (page 0, perPage 10000). */
export const recipesQueryOptions = (barId: string, categoryId: string) =>
  queryOptions({
    queryKey: ['menu', barId, 'recipes', categoryId],
    queryFn: ({ signal }) => api<MenuPage<RecipeRow>>('/udrink/recipes/', { bar: barId, query: { ...MENU_PAGE, categoryId }, signal }),
  });
