import { api } from '../../../lib/api-client';
import type { ProductionDrink } from './get-production-drinks';

/** POST /api/uorder/drink/{id}/remake — a new order from the same recipe with the drink's name. */
export function remakeDrink(barId: string, id: string): Promise<ProductionDrink> {
  return api<ProductionDrink>(`/uorder/drink/${encodeURIComponent(id)}/remake`, { method: 'POST', bar: barId, body: { barId } });
}
