import { MILK_DEFAULT_COLOR, milkIsVegan } from '@bar/domain';
import type { IngredientKindConfig, IngredientScope } from './ingredient-kinds';
import type { IngredientFlavour, IngredientRecord } from './ingredient-record';

/** A new ingredient starts white; milk starts hot and off-white (SPEC §5). */
export const DEFAULT_COLOR = '#FFFFFF';

/** One form shape for every kind; `toIngredientBody` keeps only what the kind sends. */
export interface IngredientFormValues {
  name: string;
  category: string;
  subCategory: string;
  color: string;
  alcoholPerc: number | undefined;
  price: number | undefined;
  infusionTime: number | undefined;
  flavours: IngredientFlavour[];
  globalId: string | null;
  isVegan: boolean;
  isHot: boolean;
  foamAirSpeed: number | undefined;
  pumpSpeed: number | undefined;
  disabled: boolean;
  visible: boolean;
}

export type IngredientFormMode = 'create' | 'edit';

/** The form's starting values: the record's, or the kind's defaults for a new one. */
export function toIngredientFormValues(config: IngredientKindConfig, record?: IngredientRecord | null): IngredientFormValues {
  const milk = config.fields.milk;
  return {
    name: record?.name ?? '',
    category: record?.category ?? (config.categories.length === 1 ? config.categories[0] : ''),
    subCategory: record?.subCategory ?? '',
    color: record?.color ?? (milk ? MILK_DEFAULT_COLOR : DEFAULT_COLOR),
    alcoholPerc: record?.alcoholPerc ?? 0,
    price: record?.price ?? 0,
    infusionTime: record?.infusionTime ?? undefined,
    flavours: (record?.flavours ?? []).map((flavour) => ({ ...flavour })),
    globalId: record?.globalId ?? null,
    isVegan: record?.isVegan ?? false,
    isHot: record?.isHot ?? (milk ? true : false),
    foamAirSpeed: record?.foamAirSpeed ?? 0,
    pumpSpeed: record?.pumpSpeed ?? 0,
    disabled: record?.disabled ?? false,
    visible: record?.visible ?? true,
  };
}

/** Which inputs the form shows for a kind, scope and mode. */
export function ingredientInputs(config: IngredientKindConfig, scope: IngredientScope, mode: IngredientFormMode) {
  const { fields } = config;
  return {
    category: fields.category,
    subCategory: fields.subCategory !== false,
    /** Bottle create requires a sub category (SPEC §5); edits may leave it as it is. */
    subCategoryRequired: fields.subCategory === 'required' && mode === 'create',
    color: fields.color,
    alcoholPerc: fields.alcoholPerc,
    price: scope === 'bar' ? config.kind !== 'flavours' : fields.globalPrice,
    /** The catalogue item a new bar ingredient was copied from. */
    globalId: scope === 'bar' && mode === 'create',
    infusionTime: fields.infusionTime,
    flavours: fields.flavours,
    isVegan: fields.isVegan,
    milk: fields.milk,
    barFlags: scope === 'bar' && config.kind !== 'flavours',
  };
}

/** Empty numbers become 0 (SPEC §5: alcoholPerc and price default 0). */
const orZero = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? 0 : value);

/**
 * The body a kind sends: only its own fields, empty numbers as 0, and for milk isVegan true only
 * when the category is Milk (SPEC §5).
 */
export function toIngredientBody(
  config: IngredientKindConfig,
  scope: IngredientScope,
  mode: IngredientFormMode,
  values: IngredientFormValues,
): Record<string, unknown> {
  const inputs = ingredientInputs(config, scope, mode);
  const body: Record<string, unknown> = { name: values.name.trim() };
  if (inputs.category) body.category = values.category;
  const subCategory = values.subCategory.trim();
  // A bottle's sub category may not be blank: leaving it out lets create say it is required.
  if (inputs.subCategory && (subCategory !== '' || config.fields.subCategory !== 'required')) body.subCategory = subCategory;
  if (inputs.color) body.color = values.color;
  if (inputs.alcoholPerc) body.alcoholPerc = orZero(values.alcoholPerc);
  if (inputs.price) body.price = orZero(values.price);
  if (inputs.infusionTime) body.infusionTime = values.infusionTime;
  if (inputs.flavours) {
    body.flavours = values.flavours.map((flavour) => ({
      ...(flavour.id ? { id: flavour.id } : {}),
      globalId: flavour.globalId ?? null,
      name: flavour.name.trim(),
      dispensingTime: orZero(flavour.dispensingTime),
    }));
  }
  if (inputs.globalId) body.globalId = values.globalId;
  if (inputs.isVegan) body.isVegan = values.isVegan;
  if (inputs.milk) {
    body.isHot = values.isHot;
    body.isVegan = milkIsVegan(values.category, values.isVegan);
    body.foamAirSpeed = values.foamAirSpeed;
    body.pumpSpeed = values.pumpSpeed;
  }
  if (inputs.barFlags) {
    body.disabled = values.disabled;
    body.visible = values.visible;
  }
  return body;
}
