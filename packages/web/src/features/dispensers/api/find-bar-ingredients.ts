import type { BarIngredientKind } from '@bar/domain';
import type { LookupOption } from '../../../components/lookup/lookup-field';
import { api } from '../../../lib/api-client';

/** The bar's ingredients of a kind whose name contains `name`, as lookup choices. */
export async function findBarIngredientOptions(kind: BarIngredientKind, barId: string, name: string, signal?: AbortSignal): Promise<LookupOption[]> {
  const found = await api<Array<{ id: string; name: string }>>(`/uingredient/${kind}/byName`, { query: { name, barId }, bar: barId, signal });
  return found.map((i) => ({ id: i.id, label: i.name }));
}
