import type { BarIngredientKind } from '@bar/domain';

/**
 * Where a detail that failed to load sends the user (SPEC §2): /ingredients, but /solubles for a
 * soluble and /milk for a milk. Those three paths redirect to the matching tab (routes.tsx).
 */
export function failedLoadPath(kind: BarIngredientKind | undefined): string {
  if (kind === 'solubles') return '/solubles';
  if (kind === 'milk') return '/milk';
  return '/ingredients';
}
