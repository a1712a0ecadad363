import type { ConfirmRequest } from './confirm-dialog';

/**
 * Asked before a remake (drink queue and production): the bar makes the drink once more, so the
 * question names the drink — recipe and customer — and the bar.
 */
export function confirmRemake(bar: string, drink: { recipe: string; customer: string | null }): ConfirmRequest {
  const forWhom = drink.customer ? ` for ${drink.customer}` : '';
  return {
    title: 'Remake',
    message: `Remake ${drink.recipe}${forWhom} at ${bar}? A new drink joins the queue.`,
    confirmLabel: 'Remake',
  };
}
