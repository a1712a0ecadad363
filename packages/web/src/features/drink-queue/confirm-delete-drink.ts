import type { TFunction } from 'i18next';
import type { ConfirmRequest } from '../../components/confirm-dialog/confirm-dialog';
import type { DrinkRow } from './api/drink-row';
import { recipeName } from './drink-labels';

/** 'Delete Recipe': the question before a queued drink is dropped, naming the recipe and its customer. */
export function confirmDeleteDrink(t: TFunction<'drink-queue'>, drink: DrinkRow): ConfirmRequest {
  const recipe = recipeName(t, drink);
  return {
    title: t('deleteDialog.title'),
    message: drink.name ? t('deleteDialog.textFor', { recipe, name: drink.name }) : t('deleteDialog.text', { recipe }),
    confirmLabel: t('actions.delete'),
    cancelLabel: t('actions.cancel'),
    tone: 'error',
  };
}
