/**
 * Milk is stored as vegan only when its category is 'Milk' (SPEC §5: "isVegan sent true only when
 * category is Milk"); any other category stores false.
 */
export function milkIsVegan(category: string | undefined, isVegan: boolean | undefined): boolean {
  return category === 'Milk' && Boolean(isVegan);
}

/** Applies the rules that tie fields of one record together, after a create or a merged patch. */
export function normalizeIngredient<T extends { category?: string; isVegan?: boolean }>(kind: string, record: T): T {
  if (kind === 'milk') return { ...record, isVegan: milkIsVegan(record.category, record.isVegan) };
  return record;
}

/** Alcohol as shown in tables: one decimal ("40.0"). */
export const formatAlcohol = (value: number | null | undefined) => (value ?? 0).toFixed(1);
/** Prices as shown in tables: two decimals ("3.50"). */
export const formatIngredientPrice = (value: number | null | undefined) => (value ?? 0).toFixed(2);
