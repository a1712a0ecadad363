import { ingredientKey } from './consumption.js';

/** A recipe as the substitutes compare it. */
export interface SubstituteCandidate {
  id: string;
  name: string;
  categoryId: string;
  valid: boolean;
  ingredients: ReadonlyArray<{ ingredientId?: string | null; ingredientName: string; ingredientType: string }>;
}

export interface Substitute {
  recipeId: string;
  name: string;
  /** Ingredients it shares with the recipe it stands in for. */
  shared: number;
}

/** How many substitutes are offered for an unavailable recipe. */
export const SUBSTITUTES_OFFERED = 3;

// Ice is in nearly every drink: sharing it says nothing about taste
const keysOf = (r: SubstituteCandidate) =>
  new Set(r.ingredients.filter((i) => i.ingredientType !== 'Ice').map((i) => `${i.ingredientType}|${ingredientKey(i.ingredientName)}`));

/**
 * The available recipes of the same category closest to one that cannot be made: most ingredients in
 * common first, then the fewest ingredients of their own, then by name; none that share nothing.
 * @example closestSubstitutes(negroni, recipes) // [{ name: 'Americano', shared: 2 }, …]
 */
export function closestSubstitutes(recipe: SubstituteCandidate, recipes: readonly SubstituteCandidate[], count = SUBSTITUTES_OFFERED): Substitute[] {
  const wanted = keysOf(recipe);
  return recipes
    .filter((r) => r.valid && r.id !== recipe.id && r.categoryId === recipe.categoryId)
    .map((r) => {
      const keys = keysOf(r);
      const shared = [...keys].filter((k) => wanted.has(k)).length;
      return { recipeId: r.id, name: r.name, shared, own: keys.size - shared };
    })
    .filter((r) => r.shared > 0)
    .sort((a, b) => b.shared - a.shared || a.own - b.own || a.name.localeCompare(b.name))
    .slice(0, count)
    .map(({ own: _own, ...s }) => s);
}
