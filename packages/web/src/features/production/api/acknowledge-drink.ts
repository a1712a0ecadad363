import { api } from '../../../lib/api-client';
import type { ProductionDrink } from './get-production-drinks';

/** PATCH /api/uorder/drink/{id} `{ status: 'error_ack' }` — only a drink in error (409 otherwise). */
export function acknowledgeDrink(barId: string, id: string): Promise<ProductionDrink> {
  return api<ProductionDrink>(`/uorder/drink/${encodeURIComponent(id)}`, { method: 'PATCH', bar: barId, body: { barId, status: 'error_ack' } });
}
