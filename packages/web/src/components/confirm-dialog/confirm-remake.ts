import { i18next } from '../../lib/i18n/i18n';
import type { ConfirmRequest } from './confirm-dialog';

/**
 * Asked before a remake (drink queue and production): the bar makes the drink once more, so the
 * question names the drink — recipe and customer — and the bar.
 */
export function confirmRemake(bar: string, drink: { recipe: string; customer: string | null }): ConfirmRequest {
  // asked when the operator acts: the texts are in the language in use then
  const t = i18next.getFixedT(null, 'common');
  return {
    title: t('confirm.remake.title'),
    message: drink.customer
      ? t('confirm.remake.messageFor', { recipe: drink.recipe, customer: drink.customer, bar })
      : t('confirm.remake.message', { recipe: drink.recipe, bar }),
    confirmLabel: t('confirm.remake.confirm'),
  };
}
