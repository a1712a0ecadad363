import { recipeCupChoices } from '@bar/domain';
import MenuItem from '@mui/material/MenuItem';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-dialog/form-text-field';
import { useSession } from '../../../lib/session-context';

/**
 * The recipe's cup type, chosen from the selected bar's cups (Robotic Settings). A cup the recipe
 * already has but the bar no longer lists stays choosable, marked, until it is changed.
 */
export function CupField() {
  const { t } = useTranslation('menu');
  const { selectedBar } = useSession();
  const { control } = useFormContext();
  const current = useWatch({ control, name: 'cup' }) as string | null | undefined;
  const choices = recipeCupChoices(selectedBar?.roboticSystem?.cups ?? []);
  const kept = current && !choices.includes(current) ? current : null;
  return (
    <FormTextField name="cup" label={t('recipeForm.cup')} select fullWidth helperText={choices.length ? undefined : t('recipeForm.noCups')}>
      <MenuItem value="">
        <em>{t('recipeForm.noCup')}</em>
      </MenuItem>
      {choices.map((name) => (
        <MenuItem key={name} value={name}>
          {name}
        </MenuItem>
      ))}
      {kept ? <MenuItem value={kept}>{t('recipeForm.cupNotListed', { cup: kept })}</MenuItem> : null}
    </FormTextField>
  );
}
