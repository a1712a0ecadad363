import { VOUCHER_TYPE_LABELS, VOUCHER_TYPES } from '@bar/domain';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormSelectField } from '../../../components/form-dialog/form-select-field';
import { FormTextField } from '../../../components/form-dialog/form-text-field';

const TYPE_OPTIONS = VOUCHER_TYPES.map((type) => ({ value: type, label: VOUCHER_TYPE_LABELS[type] }));

/** Nickname, optional email, type ('Free Cart' / 'Fixed Value') and, for a fixed value, the value. */
export function VoucherFields() {
  const { control, setValue, clearErrors } = useFormContext();
  const type = useWatch({ control, name: 'type' }) as string | undefined;
  const free = type === 'free';
  useEffect(() => {
    if (free) {
      setValue('value', undefined);
      clearErrors('value');
    }
  }, [free, setValue, clearErrors]);
  return (
    <>
      <FormTextField name="nickname" label="Nickname" required autoFocus />
      <FormTextField name="email" label="Email" type="email" helperText="Optional" />
      <FormSelectField name="type" label="Type" options={TYPE_OPTIONS} required />
      {free ? null : <FormTextField name="value" label="Value" type="number" step={0.01} required slotProps={{ htmlInput: { min: 0 } }} />}
    </>
  );
}
