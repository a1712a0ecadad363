import type { TFunction } from 'i18next';
import type { DrinkRow } from './api/drink-row';

/** The recipe's name, or SPEC §2's 'NO RECIPE NAME FOUND'. */
export function recipeName(t: TFunction<'drink-queue'>, drink: Pick<DrinkRow, 'recipe'>): string {
  return drink.recipe?.name?.trim() || t('noRecipeName');
}

/** The customer's name, or '-'. */
export function orderName(drink: Pick<DrinkRow, 'name'>): string {
  return drink.name?.trim() || '-';
}

export function priorityLabel(t: TFunction<'drink-queue'>, priority: boolean): string {
  return priority ? t('priority.yes') : t('priority.no');
}
