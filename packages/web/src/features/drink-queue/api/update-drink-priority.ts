import { api } from '../../../lib/api-client';
import type { DrinkRow } from './drink-row';

/** PATCH /api/uorder/drink/{id} `{ priority }` — open drinks only (409 otherwise). */
export function updateDrinkPriority(barId: string, id: string, priority: boolean): Promise<DrinkRow> {
  return api<DrinkRow>(`/uorder/drink/${encodeURIComponent(id)}`, { method: 'PATCH', bar: barId, body: { barId, priority } });
}
