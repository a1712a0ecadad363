import { useController, useFormContext } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { FormTextField } from '../form-dialog/form-text-field';
import { SecretTextField } from '../form-fields/secret-text-field';
import { FieldGrid, Section } from './section';
import type { BarFormValues, BarView } from './bar-form';

/** Adyen gateway: keys, merchant accounts, points of sale, country and locale. */
export function AdyenSection({ bar }: { bar: BarView }) {
  const view = bar.paymentSettings.adyenGateway;
  const { control } = useFormContext<BarFormValues>();
  const pos = useController({ control, name: 'paymentSettings.adyenGateway.pointsOfSale' });
  return (
    <Section title="Adyen">
      <FieldGrid>
        <SecretTextField name="paymentSettings.adyenGateway.apiKey" label="API Key" isSet={view?.apiKeySet === true} fullWidth />
        <FormTextField name="paymentSettings.adyenGateway.clientKey" label="Client Key" fullWidth />
        <FormTextField name="paymentSettings.adyenGateway.publicKey" label="Public Key" fullWidth />
        <FormTextField name="paymentSettings.adyenGateway.merchantAccountPOS" label="Merchant Account POS" fullWidth />
        <FormTextField name="paymentSettings.adyenGateway.merchantAccountECOM" label="Merchant Account ECOM" fullWidth />
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
              label="Points of Sale"
              helperText={pos.fieldState.error?.message ?? 'Press Enter after each one'}
              error={Boolean(pos.fieldState.error)}
              inputRef={pos.field.ref}
            />
          )}
        />
        <FormTextField name="paymentSettings.adyenGateway.countryCode" label="Country Code" helperText="Two letters" fullWidth />
        <FormTextField name="paymentSettings.adyenGateway.locale" label="Locale" helperText="example: en_US" fullWidth />
      </FieldGrid>
    </Section>
  );
}
