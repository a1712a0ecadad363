import { useController, useFormContext } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CURRENCIES } from '@bar/domain';
import { FormSelectField } from '../form-dialog/form-select-field';
import type { BarFormValues } from './bar-form';

const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({ value: currency, label: currency }));

/** Local currency (default EUR) and where its symbol goes. */
export function CurrencyFields() {
  const { control } = useFormContext<BarFormValues>();
  const { field } = useController({ control, name: 'paymentSettings.currency.currencySymbolLeft' });
  return (
    <>
      <FormSelectField name="paymentSettings.currency.currencyNameISO" label="Local Currency" options={CURRENCY_OPTIONS} required fullWidth />
      <TextField
        select
        label="Symbol Position"
        name={field.name}
        value={field.value === false ? 'right' : 'left'}
        onChange={(event) => field.onChange(event.target.value === 'left')}
        onBlur={field.onBlur}
        inputRef={field.ref}
        fullWidth
      >
        <MenuItem value="left">Left</MenuItem>
        <MenuItem value="right">Right</MenuItem>
      </TextField>
    </>
  );
}
