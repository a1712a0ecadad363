import { useRef } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RECIPE_TYPE_KINDS, type RecipeIngredientType } from '@bar/domain';
import { LookupField, type LookupOption } from '../../../components/lookup/lookup-field';
import { api } from '../../../lib/api-client';

interface BarIngredient {
  id: string;
  name: string;
  color?: string;
  alcoholPerc?: number;
  disabled?: boolean | null;
}

/** The ingredient of a recipe row, looked up among the bar's ingredients of the row's type. */
export function IngredientNameField({ barId, index, type }: { barId: string; index: number; type: RecipeIngredientType }) {
  const { t } = useTranslation('menu');
  const { control, setValue } = useFormContext();
  const base = `ingredients.${index}`;
  const id = useController({ control, name: `${base}.ingredientId` });
  const name = useController({ control, name: `${base}.ingredientName` });
  const found = useRef(new Map<string, BarIngredient>());
  const kind = RECIPE_TYPE_KINDS[type];
  const value: LookupOption | null = name.field.value ? { id: String(id.field.value ?? name.field.value), label: String(name.field.value) } : null;
  return (
    <LookupField
      label={t('recipeForm.ingredient')}
      size="small"
      required
      value={value}
      disabled={!kind}
      onChange={(next) => {
        const item = next ? found.current.get(next.id) : undefined;
        name.field.onChange(next?.label ?? '');
        id.field.onChange(item?.id ?? null);
        setValue(`${base}.color`, item?.color ?? null);
        setValue(`${base}.alcoholPerc`, item?.alcoholPerc ?? 0);
      }}
      fetchOptions={async (text, signal) => {
        const items = await api<BarIngredient[]>(`/uingredient/${kind}/byName`, { bar: barId, query: { name: text }, signal });
        for (const item of items) found.current.set(item.id, item);
        // a disabled ingredient can still be chosen (the recipe is then not available) but looks disabled
        return items.map((item) => ({ id: item.id, label: item.name, ...(item.disabled ? { note: t('recipeForm.ingredientDisabled') } : {}) }));
      }}
      queryKey={['menu', barId, 'ingredient-lookup', kind]}
      fallbackError={t('recipeForm.lookupError')}
      error={name.fieldState.error?.message}
    />
  );
}
