import { useFieldArray, useFormContext } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { FormTextField } from '../form-dialog/form-text-field';
import { FormCheckboxField } from '../form-fields/form-checkbox-field';
import type { BarFormValues } from './bar-form';

/** Money fields move by cents (SPEC §5: rounding step 0.01). */
const MONEY_STEP = 0.01;

/** Pricing of drinks made with the drink builder: a fixed cost or rounding rules. */
export function DrinkBuilderPricing({ kind, title }: { kind: 'alcoholic' | 'nonAlcoholic'; title: string }) {
  const { t } = useTranslation();
  const { control } = useFormContext<BarFormValues>();
  const base = `paymentSettings.drinkBuilder.${kind}` as const;
  const rules = useFieldArray({ control, name: `${base}.rounding` });
  return (
    <Box role="group" aria-label={title} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="subtitle2">{title}</Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <FormCheckboxField name={`${base}.fixed`} label={t('barSettings.payment.fixedPrice')} />
        <FormTextField name={`${base}.fixedCost`} label={t('barSettings.payment.fixedCost')} type="number" step={MONEY_STEP} size="small" sx={{ width: 160 }} />
      </Box>
      {rules.fields.map((rule, index) => (
        <Box
          key={rule.id}
          role="group"
          aria-label={t('barSettings.payment.rounding', { title, number: index + 1 })}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) auto', gap: 1, alignItems: 'start' }}
        >
          <FormTextField name={`${base}.rounding.${index}.from`} label={t('barSettings.payment.from')} type="number" step={MONEY_STEP} size="small" />
          <FormTextField name={`${base}.rounding.${index}.to`} label={t('barSettings.payment.to')} type="number" step={MONEY_STEP} size="small" />
          <FormTextField name={`${base}.rounding.${index}.roundTo`} label={t('barSettings.payment.roundTo')} type="number" step={MONEY_STEP} size="small" />
          <IconButton aria-label={t('barSettings.payment.removeRounding', { title, number: index + 1 })} onClick={() => rules.remove(index)}>
            <DeleteOutlineIcon />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button size="small" startIcon={<AddIcon />} onClick={() => rules.append({ from: 0, to: 0, roundTo: 0 })}>
          {t('barSettings.payment.addRounding')}
        </Button>
      </Box>
    </Box>
  );
}
