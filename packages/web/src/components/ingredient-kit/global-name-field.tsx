import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useValidationText } from '../../lib/i18n/validation-text';
import type { IngredientFormValues } from './ingredient-form-values';
import type { IngredientRecord } from './ingredient-record';
import { SuggestField } from './suggest-field';

/**
 * Copies a catalogue item into a bar form (SPEC §5): color, category, subCategory, alcoholPerc,
 * flavours, isVegan, infusionTime; the price goes back to 0.
 */
export function applyGlobalIngredient(setValue: (name: keyof IngredientFormValues, value: unknown) => void, item: IngredientRecord): void {
  setValue('name', item.name);
  if (item.color) setValue('color', item.color);
  if (item.category) setValue('category', item.category);
  if (item.subCategory) setValue('subCategory', item.subCategory);
  if (typeof item.alcoholPerc === 'number') setValue('alcoholPerc', item.alcoholPerc);
  if (Array.isArray(item.flavours)) {
    setValue(
      'flavours',
      // The bar matches copied flavours by name to its own (docs/architecture.md, issue 6).
      item.flavours.map((flavour) => ({ id: null, globalId: flavour.globalId ?? null, name: flavour.name, dispensingTime: flavour.dispensingTime ?? 0 })),
    );
  }
  if (typeof item.isVegan === 'boolean') setValue('isVegan', item.isVegan);
  if (typeof item.infusionTime === 'number') setValue('infusionTime', item.infusionTime);
  setValue('globalId', item.id);
  setValue('price', 0);
}

export interface GlobalNameFieldProps {
  fetchGlobal: (text: string, signal: AbortSignal) => Promise<IngredientRecord[]>;
  queryKey: readonly unknown[];
  autoFocus?: boolean;
}

/** The name of a new bar ingredient, with catalogue suggestions that fill the rest of the form. */
export function GlobalNameField({ fetchGlobal, queryKey, autoFocus }: GlobalNameFieldProps) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const { control, setValue, formState } = useFormContext<IngredientFormValues>();
  const name = useController({ control, name: 'name' });
  // After a failed submit, prefilled fields drop their errors at once.
  const set = (field: keyof IngredientFormValues, value: unknown) =>
    setValue(field, value as never, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  return (
    <SuggestField<IngredientRecord>
      label={t('ingredientKit.name')}
      text={name.field.value ?? ''}
      required
      autoFocus={autoFocus}
      allowNew
      fetchOptions={fetchGlobal}
      queryKey={queryKey}
      getLabel={(item) => item.name}
      inputRef={name.field.ref}
      onBlur={name.field.onBlur}
      error={validationText(name.fieldState.error?.message)}
      helperText={t('ingredientKit.searchCatalogue')}
      onTextChange={(text) => {
        name.field.onChange(text);
        setValue('globalId', null);
      }}
      onPick={(picked) => {
        if (picked.type === 'new') {
          name.field.onChange(picked.label);
          setValue('globalId', null);
          return;
        }
        applyGlobalIngredient(set, picked.item);
      }}
    />
  );
}
