import type { BarIngredientKind } from '@bar/domain';
import { api } from '../../../lib/api-client';
import type { IngredientRecord } from '../../../components/ingredient-kit/ingredient-record';

/** GET /api/uingredient/{kind}/byName — the bar's ingredients whose name contains `name`. */
export function findIngredientsByName(kind: BarIngredientKind, barId: string, name: string, signal?: AbortSignal): Promise<IngredientRecord[]> {
  return api<IngredientRecord[]>(`/uingredient/${kind}/byName`, { query: { name, barId }, bar: barId, signal });
}
