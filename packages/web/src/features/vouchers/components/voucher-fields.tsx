import { VOUCHER_TYPES } from '@bar/domain';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../components/form-dialog/form-select-field';
import { FormTextField } from '../../../components/form-dialog/form-text-field';

/** Nickname, optional email, type ('Free Cart' / 'Fixed Value') and, for a fixed value, the value. */
export function VoucherFields() {
  const { t } = useTranslation('vouchers');
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
      <FormTextField name="nickname" label={t('create.nickname')} required autoFocus />
      <FormTextField name="email" label={t('create.email')} type="email" helperText={t('create.emailHint')} />
      <FormSelectField name="type" label={t('create.type')} options={VOUCHER_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))} required />
      {free ? null : <FormTextField name="value" label={t('create.value')} type="number" step={0.01} required slotProps={{ htmlInput: { min: 0 } }} />}
    </>
  );
}
