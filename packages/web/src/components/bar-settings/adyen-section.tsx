import { useController, useFormContext } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useValidationText } from '../../lib/i18n/validation-text';
import { FormTextField } from '../form-dialog/form-text-field';
import { SecretTextField } from '../form-fields/secret-text-field';
import { FieldGrid, Section } from './section';
import type { BarFormValues, BarView } from './bar-form';

/** Adyen gateway: keys, merchant accounts, points of sale, country and locale. */
export function AdyenSection({ bar }: { bar: BarView }) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const view = bar.paymentSettings.adyenGateway;
  const { control } = useFormContext<BarFormValues>();
  const pos = useController({ control, name: 'paymentSettings.adyenGateway.pointsOfSale' });
  return (
    <Section title={t('barSettings.payment.adyen')}>
      <FieldGrid>
        <SecretTextField name="paymentSettings.adyenGateway.apiKey" label={t('barSettings.payment.apiKey')} isSet={view?.apiKeySet === true} fullWidth />
        <FormTextField name="paymentSettings.adyenGateway.clientKey" label={t('barSettings.payment.clientKey')} fullWidth />
        <FormTextField name="paymentSettings.adyenGateway.publicKey" label={t('barSettings.payment.publicKey')} fullWidth />
        <FormTextField name="paymentSettings.adyenGateway.merchantAccountPOS" label={t('barSettings.payment.merchantAccountPOS')} fullWidth />
        <FormTextField name="paymentSettings.adyenGateway.merchantAccountECOM" label={t('barSettings.payment.merchantAccountECOM')} fullWidth />
        <Autocomplete<string, true, false, true>
          multiple
          freeSolo
          options={[]}
          value={pos.field.value ?? []}
          onChange={(_, next) => pos.field.onChange(next.map((v) => v.trim()).filter(Boolean))}
          renderValue={(values, getItemProps) =>
            values.map((value, index) => {
              const { key, ...itemProps } = getItemProps({ index });
              return <Chip key={key} size="small" label={value} {...itemProps} />;
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('barSettings.payment.pointsOfSale')}
              helperText={validationText(pos.fieldState.error?.message) ?? t('barSettings.payment.pointsOfSaleHelp')}
              error={Boolean(pos.fieldState.error)}
              inputRef={pos.field.ref}
            />
          )}
        />
        <FormTextField
          name="paymentSettings.adyenGateway.countryCode"
          label={t('barSettings.payment.countryCode')}
          helperText={t('barSettings.payment.countryCodeHelp')}
          fullWidth
        />
        <FormTextField
          name="paymentSettings.adyenGateway.locale"
          label={t('barSettings.payment.locale')}
          helperText={t('barSettings.payment.localeHelp')}
          fullWidth
        />
      </FieldGrid>
    </Section>
  );
}
