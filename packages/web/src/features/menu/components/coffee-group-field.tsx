import { useQuery } from '@tanstack/react-query';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { coffeeGroupsQueryOptions } from '../api/get-coffee-groups';
import { useValidationText } from '../../../lib/i18n/validation-text';

/** Coffee Category: a required choice among the coffee recipe groups (SPEC §5). */
export function CoffeeGroupField({ barId }: { barId: string }) {
  const { t } = useTranslation('menu');
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name: 'coffeeType' });
  const validationText = useValidationText();
  const groups = useQuery(coffeeGroupsQueryOptions(barId));
  const names = (groups.data?.data ?? []).map((g) => g.name);
  const value = (field.value as string | null | undefined) ?? '';
  // a group renamed in the catalogue since stays selectable on the recipes that have it
  const options = value && !names.includes(value) ? [value, ...names] : names;
  const hint = groups.isError ? t('recipeForm.coffeeGroupsError') : groups.isSuccess && names.length === 0 ? t('recipeForm.noCoffeeGroups') : undefined;
  return (
    <TextField
      select
      required
      fullWidth
      label={t('recipeForm.coffeeCategory')}
      name={field.name}
      value={options.includes(value) ? value : ''}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={validationText(fieldState.error?.message) ?? hint}
    >
      {options.map((name) => (
        <MenuItem key={name} value={name}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}
