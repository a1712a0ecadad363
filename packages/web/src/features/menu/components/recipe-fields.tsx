import { useController, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  averageAlcoholPerc,
  countParts,
  MAX_RECIPE_PARTS,
  maxQuantityFor,
  MIXING_ACTIONS,
  offersShaker,
  RECIPE_INGREDIENT_TYPES,
  resetIngredientForType,
  type RecipeIngredientDraft,
  type RecipeIngredientType,
} from '@bar/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { FormTextField } from '../../../components/form-dialog/form-text-field';
import { useFormat } from '../../../lib/format/use-format';
import { CoffeeGroupField } from './coffee-group-field';
import { CupField } from './cup-field';
import { IngredientNameField } from './ingredient-name-field';
import { useValidationText } from '../../../lib/i18n/validation-text';

type Row = RecipeIngredientDraft & { ingredientType?: RecipeIngredientType };

/** The recipe form: name, price, cup, coffee group and the ingredient rows with the parts rules of SPEC §5. */
export function RecipeFields({ barId, isCoffee }: { barId: string; isCoffee: boolean }) {
  const { t } = useTranslation('menu');
  const format = useFormat();
  const { control, setValue } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'ingredients' });
  const rows = (useWatch({ control, name: 'ingredients' }) ?? []) as Row[];
  const parts = countParts(rows.map((r) => ({ type: r.ingredientType, quantity: r.quantity })));
  const partsRows = rows.map((r) => ({ type: r.ingredientType, quantity: r.quantity }));
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' }, gap: 2 }}>
        <FormTextField name="name" label={t('recipeForm.name')} required fullWidth />
        <FormTextField name="price" label={t('recipeForm.price')} type="number" step={0.01} helperText={t('recipeForm.priceHint')} fullWidth />
        <CupField />
      </Box>
      {isCoffee ? <CoffeeGroupField barId={barId} /> : null}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="subtitle2">{t('recipeForm.ingredients')}</Typography>
        <Typography variant="body2" aria-label={t('recipeForm.partsCounter')} color={parts >= MAX_RECIPE_PARTS ? 'warning.main' : 'text.secondary'}>
          {t('recipeForm.parts', { parts, max: MAX_RECIPE_PARTS, alcohol: format.number(averageAlcoholPerc(rows), 1) })}
        </Typography>
      </Box>
      {fields.map((field, index) => {
        const row = rows[index] ?? {};
        const max = row.ingredientType ? maxQuantityFor(partsRows, index) : MAX_RECIPE_PARTS;
        return (
          <Box
            key={field.id}
            role="group"
            aria-label={t('recipeForm.ingredientRow', { number: index + 1 })}
            sx={{ display: 'grid', gridTemplateColumns: '155px 1fr 90px 110px 40px', gap: 1, alignItems: 'start' }}
          >
            <TextField
              select
              size="small"
              label={t('recipeForm.type')}
              value={row.ingredientType ?? ''}
              onChange={(e) =>
                setValue(`ingredients.${index}`, resetIngredientForType(rows, index, e.target.value as RecipeIngredientType), { shouldValidate: false })
              }
            >
              {RECIPE_INGREDIENT_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`ingredientTypes.${type}`)}
                </MenuItem>
              ))}
            </TextField>
            {row.ingredientType ? (
              <IngredientNameField barId={barId} index={index} type={row.ingredientType} />
            ) : (
              <TextField size="small" label={t('recipeForm.ingredient')} disabled />
            )}
            <QuantityField index={index} max={max} />
            {offersShaker(index) ? (
              <TextField
                select
                size="small"
                label={t('recipeForm.action')}
                value={row.action ?? ''}
                onChange={(e) => setValue(`ingredients.${index}.action`, e.target.value || null)}
              >
                <MenuItem value="">{t('recipeForm.noAction')}</MenuItem>
                {MIXING_ACTIONS.map((a) => (
                  <MenuItem key={a} value={a}>
                    {a}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <span />
            )}
            <IconButton aria-label={t('recipeForm.removeIngredient', { number: index + 1 })} onClick={() => remove(index)}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        );
      })}
      <Box>
        <Button
          startIcon={<AddIcon />}
          onClick={() => append({ ingredientType: 'Bottle', ingredientName: '', ingredientId: null, quantity: parts < MAX_RECIPE_PARTS ? 1 : 0, action: null })}
        >
          {t('recipeForm.addIngredient')}
        </Button>
      </Box>
    </Stack>
  );
}

function QuantityField({ index, max }: { index: number; max: number }) {
  const { t } = useTranslation('menu');
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name: `ingredients.${index}.quantity` });
  const validationText = useValidationText();
  return (
    <TextField
      size="small"
      type="number"
      label={t('recipeForm.quantity')}
      value={field.value ?? ''}
      onChange={(e) => field.onChange(e.target.value === '' ? undefined : Math.min(Number(e.target.value), max))}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={validationText(fieldState.error?.message) ?? t('recipeForm.quantityMax', { max })}
      slotProps={{ htmlInput: { min: 1, max, step: 1 } }}
    />
  );
}
