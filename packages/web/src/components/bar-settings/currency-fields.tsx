import { useController, useFormContext } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '@bar/domain';
import { FormSelectField } from '../form-dialog/form-select-field';
import type { BarFormValues } from './bar-form';

const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({ value: currency, label: currency }));

/** Local currency (default EUR) and where its symbol goes. */
export function CurrencyFields() {
  const { t } = useTranslation();
  const { control } = useFormContext<BarFormValues>();
  const { field } = useController({ control, name: 'paymentSettings.currency.currencySymbolLeft' });
  return (
    <>
      <FormSelectField
        name="paymentSettings.currency.currencyNameISO"
        label={t('barSettings.payment.localCurrency')}
        options={CURRENCY_OPTIONS}
        required
        fullWidth
      />
      <TextField
        select
        label={t('barSettings.payment.symbolPosition')}
        name={field.name}
        value={field.value === false ? 'right' : 'left'}
        onChange={(event) => field.onChange(event.target.value === 'left')}
        onBlur={field.onBlur}
        inputRef={field.ref}
        fullWidth
      >
        <MenuItem value="left">{t('barSettings.payment.left')}</MenuItem>
        <MenuItem value="right">{t('barSettings.payment.right')}</MenuItem>
      </TextField>
    </>
  );
}
