import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { RecipeRow } from './menu-types';

/**
 * POST /api/ubar/bars/orderDrink: the menu's recipe record plus the name the drink is called out
 * with. The server reads only the recipe's id and takes name, price and ingredients from the menu.
 */
export function useOrderDrink(barId: string) {
  return useMutation({
    mutationFn: ({ recipe, orderName }: { recipe: RecipeRow; orderName: string }) =>
      api('/ubar/bars/orderDrink', { method: 'POST', bar: barId, body: { barId, orderName: orderName || null, recipe } }),
    meta: { notifyError: false },
  });
}
