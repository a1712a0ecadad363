/** A flavour of a beverage, soluble or milk (SPEC §3). */
export interface IngredientFlavour {
  id?: string | null;
  globalId?: string | null;
  name: string;
  dispensingTime: number;
}

/**
 * Any ingredient record as the API answers it (after `_id` → `id`); each kind fills the fields
 * of SPEC §3 it has.
 */
export interface IngredientRecord {
  id: string;
  name: string;
  category?: string | null;
  subCategory?: string | null;
  color?: string | null;
  alcoholPerc?: number | null;
  price?: number | null;
  infusionTime?: number | null;
  flavours?: IngredientFlavour[] | null;
  globalId?: string | null;
  isVegan?: boolean | null;
  isHot?: boolean | null;
  foamAirSpeed?: number | null;
  pumpSpeed?: number | null;
  disabled?: boolean | null;
  visible?: boolean | null;
  barId?: string | null;
  createdAt?: string;
  updatedAt?: string;
}
