import { queryOptions } from '@tanstack/react-query';
import type { CoffeeGroup } from '@bar/domain';
import { api } from '../../../lib/api-client';
import { MENU_PAGE, type MenuPage } from './menu-types';

export type CoffeeGroupRow = Omit<CoffeeGroup, '_id'> & { id: string };

/** GET /api/udrink/coffee-groups/ — the coffee recipe groups, all at once (SPEC §7: page 0, perPage 10000). */
export const coffeeGroupsQueryOptions = (barId: string) =>
  queryOptions({
    queryKey: ['menu', barId, 'coffee-groups'],
    queryFn: ({ signal }) => api<MenuPage<CoffeeGroupRow>>('/udrink/coffee-groups/', { bar: barId, query: { ...MENU_PAGE }, signal }),
    staleTime: 5 * 60_000,
  });
