import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { RecipeRow } from './menu-types';

/** POST /api/ubar/bars/orderDrink: the recipe plus the name the drink is called out with. */
export function useOrderDrink(barId: string, categoryName: string) {
  return useMutation({
    mutationFn: ({ recipe, orderName }: { recipe: RecipeRow; orderName: string }) =>
      api('/ubar/bars/orderDrink', {
        method: 'POST',
        bar: barId,
        body: {
          barId,
          orderName: orderName || null,
          recipe: {
            _id: recipe.id,
            name: recipe.name,
            price: recipe.effectivePrice,
            category: categoryName,
            ingredients: recipe.ingredients.map((i) => ({ name: i.ingredientName, quantity: i.quantity, type: i.ingredientType })),
          },
        },
      }),
    meta: { notifyError: false },
  });
}
