import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BarIngredientKind } from '@bar/domain';
import { LookupField, type LookupOption } from '../../components/lookup/lookup-field';
import { findBarIngredientOptions } from './api/find-bar-ingredients';

/**
 * A dispenser's ingredient, looked up among the bar's ingredients of its kind: sets the form's
 * `ingredientId` and `ingredient` together. With `minChars`, nothing is looked up until that many
 * letters are typed (bars hold many bottles).
 */
export function DispenserIngredientField({ kind, barId, minChars = 0 }: { kind: BarIngredientKind; barId: string; minChars?: number }) {
  const { t } = useTranslation('dispensers');
  const { control, setValue } = useFormContext();
  const id = useController({ control, name: 'ingredientId' });
  const ingredient = useWatch({ control, name: 'ingredient' }) as { name: string } | null | undefined;
  const value: LookupOption | null = id.field.value ? { id: String(id.field.value), label: ingredient?.name ?? '' } : null;
  return (
    <LookupField
      label={t('fields.ingredient')}
      value={value}
      onChange={(next) => {
        id.field.onChange(next?.id ?? null);
        setValue('ingredient', next ? { _id: next.id, name: next.label } : null, { shouldDirty: true });
      }}
      onBlur={id.field.onBlur}
      fetchOptions={(text, signal) => (text.length < minChars ? Promise.resolve([]) : findBarIngredientOptions(kind, barId, text, signal))}
      queryKey={['dispensers', barId, kind, 'ingredients']}
      fallbackError={t('lookupError')}
      helperText={minChars > 0 ? t('fields.typeAtLeast', { count: minChars }) : undefined}
      error={id.fieldState.error?.message}
    />
  );
}
