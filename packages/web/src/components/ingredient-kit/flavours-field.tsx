import { useController, useFieldArray, useFormContext } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { MAX_FLAVOURS } from '@bar/domain';
import { useTranslation } from 'react-i18next';
import { useValidationText } from '../../lib/i18n/validation-text';
import { FormTextField } from '../form-dialog/form-text-field';
import type { IngredientFormValues } from './ingredient-form-values';
import type { IngredientFlavour, IngredientRecord } from './ingredient-record';
import { SuggestField } from './suggest-field';

/** Where a flavour row's name suggestions come from, and what a chosen one stores. */
export interface FlavourSource {
  fetch: (text: string, signal: AbortSignal) => Promise<IngredientRecord[]>;
  queryKey: readonly unknown[];
  toFlavour: (flavour: IngredientRecord) => Pick<IngredientFlavour, 'id' | 'globalId' | 'name'>;
  /** false: only existing flavours (SPEC §5, per-bar beverage edit). */
  allowNew: boolean;
}

/** A new row: no name yet, dispensing time 0 (SPEC §5). */
export const newFlavour = (): IngredientFlavour => ({ id: null, globalId: null, name: '', dispensingTime: 0 });

/** Up to three flavours: 'Selected Flavours: n/3'; Add Flavour does nothing at three. */
export function FlavoursField({ source, readOnly }: { source: FlavourSource; readOnly?: boolean }) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const { control, formState } = useFormContext<IngredientFormValues>();
  const rows = useFieldArray({ control, name: 'flavours', keyName: 'key' });
  const full = rows.fields.length >= MAX_FLAVOURS;
  const listError = formState.errors.flavours?.root?.message ?? formState.errors.flavours?.message;
  const add = () => {
    if (full) return;
    rows.append(newFlavour());
  };
  return (
    <Box component="section" aria-label={t('ingredientKit.flavours')}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1.5 }}>
        <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>
          {t('ingredientKit.selectedFlavours', { selected: rows.fields.length, max: MAX_FLAVOURS })}
        </Typography>
        {readOnly ? null : (
          <Button size="small" startIcon={<AddIcon />} onClick={add} aria-disabled={full || undefined} disabled={full}>
            {t('ingredientKit.addFlavour')}
          </Button>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {rows.fields.map((row, index) => (
          <Box
            key={row.key}
            role="group"
            aria-label={t('ingredientKit.flavour', { number: index + 1 })}
            sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 150px auto', gap: 1.5, alignItems: 'start' }}
          >
            <FlavourNameField index={index} source={source} disabled={readOnly} />
            <FormTextField
              name={`flavours.${index}.dispensingTime`}
              label={t('ingredientKit.dispensingTime')}
              type="number"
              size="small"
              step={1}
              disabled={readOnly}
              slotProps={{ htmlInput: { min: 0 } }}
            />
            {readOnly ? (
              <span />
            ) : (
              <IconButton aria-label={t('ingredientKit.removeFlavour', { number: index + 1 })} onClick={() => rows.remove(index)}>
                <DeleteOutlineIcon />
              </IconButton>
            )}
          </Box>
        ))}
      </Box>
      {listError ? <FormHelperText error>{validationText(listError)}</FormHelperText> : null}
    </Box>
  );
}

function FlavourNameField({ index, source, disabled }: { index: number; source: FlavourSource; disabled?: boolean }) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const { control, setValue } = useFormContext<IngredientFormValues>();
  const name = useController({ control, name: `flavours.${index}.name` });
  return (
    <SuggestField<IngredientRecord>
      label={t('ingredientKit.flavour', { number: index + 1 })}
      text={name.field.value ?? ''}
      required
      size="small"
      disabled={disabled}
      allowNew={source.allowNew}
      fetchOptions={source.fetch}
      queryKey={source.queryKey}
      getLabel={(flavour) => flavour.name}
      inputRef={name.field.ref}
      onBlur={name.field.onBlur}
      error={validationText(name.fieldState.error?.message)}
      onTextChange={(text) => {
        name.field.onChange(text);
        setValue(`flavours.${index}.id`, null);
        setValue(`flavours.${index}.globalId`, null);
      }}
      onPick={(picked) => {
        if (picked.type === 'new') {
          setValue(`flavours.${index}.id`, null);
          setValue(`flavours.${index}.globalId`, null);
          name.field.onChange(picked.label);
          return;
        }
        const flavour = source.toFlavour(picked.item);
        setValue(`flavours.${index}.id`, flavour.id ?? null);
        setValue(`flavours.${index}.globalId`, flavour.globalId ?? null);
        name.field.onChange(flavour.name);
      }}
    />
  );
}
