import { useMemo } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import { BOTTLE_SIZES, DOSER_TYPES, bottleDispenserUpdateSchema, bottleSizeById, type BottleDispenserUpdate } from '@bar/domain';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { FormSelectField } from '../../../components/form-dialog/form-select-field';
import { FormTextField } from '../../../components/form-dialog/form-text-field';
import { FormCheckboxField } from '../../../components/form-fields/form-checkbox-field';
import { notifySuccess } from '../../../lib/notify';
import { dispensersQueryKey } from '../api/get-dispensers';
import { DispenserIngredientField } from '../dispenser-ingredient-field';
import { updateDispenser } from '../api/update-dispenser';
import type { BottleCell } from '../api/types';
import { useValidationText } from '../../../lib/i18n/validation-text';

/** Bottle lookups start at 3 typed characters (SPEC §5). */
export const BOTTLE_SEARCH_MIN = 3;
const SIZE_OPTIONS = BOTTLE_SIZES.map((s) => ({ value: s.id, label: s.description }));

function LevelField() {
  const { t } = useTranslation('dispensers');
  const { control, setValue } = useFormContext<BottleDispenserUpdate>();
  const sizeId = useWatch({ control, name: 'dispenserCapacity.id' });
  const capacity = bottleSizeById(sizeId)?.capacity ?? 0;
  const { field, fieldState } = useController({ control, name: 'actualLevel' });
  const validationText = useValidationText();
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" justifyContent="space-between" alignItems="center">
        <FormLabel id="bottle-level-label">{t('fields.level', { level: field.value ?? 0, capacity })}</FormLabel>
        <Button size="small" onClick={() => setValue('actualLevel', capacity, { shouldDirty: true, shouldValidate: true })}>
          {t('actions.setFull')}
        </Button>
      </Stack>
      <Slider
        aria-labelledby="bottle-level-label"
        value={Math.min(Number(field.value ?? 0), capacity)}
        min={0}
        max={capacity}
        step={0.5}
        valueLabelDisplay="auto"
        onChange={(_, v) => field.onChange(v as number)}
        onBlur={field.onBlur}
      />
      {fieldState.error ? <FormHelperText error>{validationText(fieldState.error.message)}</FormHelperText> : null}
    </Stack>
  );
}

/** Edit Dispenser: bottle size, doser type, alarm level, level (Set Full) and ingredient of a bottle cell. */
export function EditBottleDialog({ cell, barId, onClose }: { cell: BottleCell | null; barId: string; onClose: () => void }) {
  const { t } = useTranslation('dispensers');
  const queryClient = useQueryClient();
  const defaults = useMemo(
    () =>
      cell
        ? {
            dispenserCapacity: { id: cell.dispenserCapacity.id as BottleDispenserUpdate['dispenserCapacity']['id'] },
            doserType: cell.doserType,
            alarmLevel: cell.alarmLevel,
            actualLevel: cell.actualLevel,
            enabled: cell.enabled,
            ingredientId: cell.ingredientId,
            ingredient: cell.ingredient ? { _id: cell.ingredient.id, name: cell.ingredient.name } : null,
          }
        : {},
    [cell],
  );
  return (
    <FormDialog
      open={Boolean(cell)}
      title={t('dialogs.editDispenser')}
      schema={bottleDispenserUpdateSchema}
      defaultValues={defaults}
      onClose={onClose}
      onSubmit={async (values) => {
        const { ingredient, dispenserCapacity, ...edited } = values;
        const size = bottleSizeById(dispenserCapacity.id)!;
        await updateDispenser('bottles', barId, cell!, {
          ...edited,
          dispenserCapacity: { id: size.id, description: size.description, capacity: size.capacity },
          ingredientId: edited.ingredientId || null,
          ingredient: edited.ingredientId && ingredient ? { id: edited.ingredientId, name: ingredient.name } : null,
        });
        notifySuccess(t('toasts.saved'));
        await queryClient.invalidateQueries({ queryKey: dispensersQueryKey(barId, 'bottles') });
        onClose();
      }}
    >
      <DispenserIngredientField kind="bottles" barId={barId} minChars={BOTTLE_SEARCH_MIN} />
      <Stack direction="row" spacing={2}>
        <FormSelectField name="dispenserCapacity.id" label={t('fields.bottleSize')} options={SIZE_OPTIONS} required fullWidth />
        <FormSelectField
          name="doserType"
          label={t('fields.doserType')}
          options={DOSER_TYPES.map((d) => ({ value: d, label: t(`doserTypes.${d}`) }))}
          required
          fullWidth
        />
      </Stack>
      <FormTextField name="alarmLevel" label={t('fields.alarmLevel')} type="number" step="0.5" required />
      <LevelField />
      <FormCheckboxField name="enabled" label={t('fields.enabled')} />
    </FormDialog>
  );
}
