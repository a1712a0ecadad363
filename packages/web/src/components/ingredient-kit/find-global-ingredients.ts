import type { GlobalLookupKind } from '@bar/domain';
import { api } from '../../lib/api-client';
import type { IngredientRecord } from './ingredient-record';

/**
 * GET /api/uging/{kind}/byName — catalogue items whose name contains `name` (SPEC §7), for the
 * bar forms that prefill from the catalogue; it runs on the selected bar (`x-bar`).
 */
export function findGlobalIngredients(kind: GlobalLookupKind, barId: string, name: string, signal?: AbortSignal): Promise<IngredientRecord[]> {
  return api<IngredientRecord[]>(`/uging/${kind}/byName`, { query: { name }, bar: barId, signal });
}
