import Box from '@mui/material/Box';
import FormGroup from '@mui/material/FormGroup';
import { FormTextField } from '../form-dialog/form-text-field';
import { FormCheckboxField } from '../form-fields/form-checkbox-field';
import { SecretTextField } from '../form-fields/secret-text-field';
import { AdyenSection } from './adyen-section';
import { CurrencyFields } from './currency-fields';
import { DrinkBuilderPricing } from './drink-builder-fields';
import { SatispaySection } from './satispay-section';
import { Shift4Section } from './shift4-section';
import { FieldGrid, Section } from './section';
import type { BarView } from './bar-form';

function Charge({ kind, label }: { kind: 'taxes' | 'tips'; label: string }) {
  return (
    <Box role="group" aria-label={label}>
      <FormTextField name={`paymentSettings.${kind}.percentage`} label={`${label} Percentage`} type="number" step={0.01} required fullWidth />
      <FormGroup row>
        <FormCheckboxField name={`paymentSettings.${kind}.included`} label="Included" />
        <FormCheckboxField name={`paymentSettings.${kind}.showAtCheckout`} label="Show at checkout" />
      </FormGroup>
    </Box>
  );
}

/** Currency, taxes and tips, drink-builder pricing, vouchers and the payment gateways. */
export function PaymentTab({ bar }: { bar: BarView }) {
  const pay = bar.paymentSettings;
  return (
    <>
      <Section title="Currency, Taxes and Tips">
        <FieldGrid>
          <CurrencyFields />
          <Charge kind="taxes" label="Tax" />
          <Charge kind="tips" label="Tip" />
        </FieldGrid>
      </Section>
      <Section title="Drink Builder Pricing">
        <FieldGrid>
          <DrinkBuilderPricing kind="alcoholic" title="Alcoholic" />
          <DrinkBuilderPricing kind="nonAlcoholic" title="Non Alcoholic" />
        </FieldGrid>
      </Section>
      <Section title="Vouchers and SumUp">
        <FieldGrid>
          <FormCheckboxField name="paymentSettings.voucherEnabled" label="Vouchers enabled" />
          <SecretTextField name="paymentSettings.sumUpAffiliateKey" label="SumUp Affiliate Key" isSet={pay.sumUpAffiliateKeySet === true} fullWidth />
        </FieldGrid>
      </Section>
      <Section title="Vantiv">
        <FieldGrid>
          <FormTextField name="paymentSettings.vantivGateway.merchantId" label="Merchant Id" fullWidth />
          <SecretTextField name="paymentSettings.vantivGateway.password" label="Password" isSet={pay.vantivGateway?.passwordSet === true} fullWidth />
        </FieldGrid>
      </Section>
      <Shift4Section bar={bar} />
      <SatispaySection bar={bar} />
      <AdyenSection bar={bar} />
    </>
  );
}
