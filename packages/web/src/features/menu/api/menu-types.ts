import type { Recipe, RecipeCategory } from '@bar/domain';

/** Rows as the web sees them: the api client renames `_id` to `id`. */
export type CategoryRow = Omit<RecipeCategory, '_id'> & { id: string };
export type RecipeIngredientRow = Omit<Recipe['ingredients'][number], '_id'> & { id: string };
export type RecipeRow = Omit<Recipe, '_id' | 'ingredients'> & { id: string; ingredients: RecipeIngredientRow[] };

export interface MenuPage<T> {
  data: T[];
  count: number;
}

/** Menus are short and reordered as a whole: one page holds them all (SPEC §7: perPage 10000). */
export const MENU_PAGE = { page: 0, perPage: 10000 } as const;
