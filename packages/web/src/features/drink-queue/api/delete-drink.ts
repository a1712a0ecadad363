import { api } from '../../../lib/api-client';

/** DELETE /api/uorder/drink/{id} — open or producing drinks only; the bar is told to drop it. */
export function deleteDrink(barId: string, id: string): Promise<unknown> {
  return api(`/uorder/drink/${encodeURIComponent(id)}`, { method: 'DELETE', bar: barId, query: { barId } });
}
