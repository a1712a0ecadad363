import type { DrinkRow } from './api/drink-row';

export const NO_RECIPE_NAME = 'NO RECIPE NAME FOUND';

/** The recipe's name, or SPEC §2's 'NO RECIPE NAME FOUND'. */
export function recipeName(drink: Pick<DrinkRow, 'recipe'>): string {
  return drink.recipe?.name?.trim() || NO_RECIPE_NAME;
}

/** The customer's name, or '-'. */
export function orderName(drink: Pick<DrinkRow, 'name'>): string {
  return drink.name?.trim() || '-';
}

export function priorityLabel(priority: boolean): 'YES' | 'NO' {
  return priority ? 'YES' : 'NO';
}
