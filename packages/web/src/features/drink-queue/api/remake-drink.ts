import { api } from '../../../lib/api-client';
import type { DrinkRow } from './drink-row';

/** POST /api/uorder/drink/{id}/remake — a new order from the same recipe with the drink's name. */
export function remakeDrink(barId: string, id: string): Promise<DrinkRow> {
  return api<DrinkRow>(`/uorder/drink/${encodeURIComponent(id)}/remake`, { method: 'POST', bar: barId, body: { barId } });
}
