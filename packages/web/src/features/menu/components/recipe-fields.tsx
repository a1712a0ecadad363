import { useController, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
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
import { CoffeeGroupField } from './coffee-group-field';
import { IngredientNameField } from './ingredient-name-field';

type Row = RecipeIngredientDraft & { ingredientType?: RecipeIngredientType };

/** The recipe form: name, price, cup, coffee group and the ingredient rows with the parts rules of SPEC §5. */
export function RecipeFields({ barId, isCoffee }: { barId: string; isCoffee: boolean }) {
  const { control, setValue } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'ingredients' });
  const rows = (useWatch({ control, name: 'ingredients' }) ?? []) as Row[];
  const parts = countParts(rows.map((r) => ({ type: r.ingredientType, quantity: r.quantity })));
  const partsRows = rows.map((r) => ({ type: r.ingredientType, quantity: r.quantity }));
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' }, gap: 2 }}>
        <FormTextField name="name" label="Name" required fullWidth />
        <FormTextField name="price" label="Price" type="number" step={0.01} helperText="Empty: the category's price" fullWidth />
        <FormTextField name="cup" label="Cup Type" fullWidth />
      </Box>
      {isCoffee ? <CoffeeGroupField barId={barId} /> : null}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="subtitle2">Ingredients</Typography>
        <Typography variant="body2" aria-label="Parts counter" color={parts >= MAX_RECIPE_PARTS ? 'warning.main' : 'text.secondary'}>
          Parts: {parts}/{MAX_RECIPE_PARTS} · Average alcohol: {averageAlcoholPerc(rows).toFixed(1)}%
        </Typography>
      </Box>
      {fields.map((field, index) => {
        const row = rows[index] ?? {};
        const max = row.ingredientType ? maxQuantityFor(partsRows, index) : MAX_RECIPE_PARTS;
        return (
          <Box key={field.id} role="group" aria-label={`Ingredient ${index + 1}`} sx={{ display: 'grid', gridTemplateColumns: '130px 1fr 90px 110px 40px', gap: 1, alignItems: 'start' }}>
            <TextField
              select
              size="small"
              label="Type"
              value={row.ingredientType ?? ''}
              onChange={(e) => setValue(`ingredients.${index}`, resetIngredientForType(rows, index, e.target.value as RecipeIngredientType), { shouldValidate: false })}
            >
              {RECIPE_INGREDIENT_TYPES.map((t) => (
                <MenuItem key={t} value={t}>
                  {t}
                </MenuItem>
              ))}
            </TextField>
            {row.ingredientType ? <IngredientNameField barId={barId} index={index} type={row.ingredientType} /> : <TextField size="small" label="Ingredient" disabled />}
            <QuantityField index={index} max={max} />
            {offersShaker(index) ? (
              <TextField select size="small" label="Action" value={row.action ?? ''} onChange={(e) => setValue(`ingredients.${index}.action`, e.target.value || null)}>
                <MenuItem value="">None</MenuItem>
                {MIXING_ACTIONS.map((a) => (
                  <MenuItem key={a} value={a}>
                    {a}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <span />
            )}
            <IconButton aria-label={`Remove ingredient ${index + 1}`} onClick={() => remove(index)}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        );
      })}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => append({ ingredientType: 'Bottle', ingredientName: '', ingredientId: null, quantity: parts < MAX_RECIPE_PARTS ? 1 : 0, action: null })}>
          Add Ingredient
        </Button>
      </Box>
    </Stack>
  );
}

function QuantityField({ index, max }: { index: number; max: number }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name: `ingredients.${index}.quantity` });
  return (
    <TextField
      size="small"
      type="number"
      label="Quantity"
      value={field.value ?? ''}
      onChange={(e) => field.onChange(e.target.value === '' ? undefined : Math.min(Number(e.target.value), max))}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? `max ${max}`}
      slotProps={{ htmlInput: { min: 1, max, step: 1 } }}
    />
  );
}
