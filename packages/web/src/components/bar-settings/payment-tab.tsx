import Box from '@mui/material/Box';
import FormGroup from '@mui/material/FormGroup';
import { useTranslation } from 'react-i18next';
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

function Charge({ kind }: { kind: 'taxes' | 'tips' }) {
  const { t } = useTranslation();
  const label = kind === 'taxes' ? t('barSettings.payment.tax') : t('barSettings.payment.tip');
  const percentage = kind === 'taxes' ? t('barSettings.payment.taxPercentage') : t('barSettings.payment.tipPercentage');
  return (
    <Box role="group" aria-label={label}>
      <FormTextField name={`paymentSettings.${kind}.percentage`} label={percentage} type="number" step={0.01} required fullWidth />
      <FormGroup row>
        <FormCheckboxField name={`paymentSettings.${kind}.included`} label={t('barSettings.payment.included')} />
        <FormCheckboxField name={`paymentSettings.${kind}.showAtCheckout`} label={t('barSettings.payment.showAtCheckout')} />
      </FormGroup>
    </Box>
  );
}

/** Currency, taxes and tips, drink-builder pricing, vouchers and the payment gateways. */
export function PaymentTab({ bar }: { bar: BarView }) {
  const { t } = useTranslation();
  const pay = bar.paymentSettings;
  return (
    <>
      <Section title={t('barSettings.payment.currencyTaxesTips')}>
        <FieldGrid>
          <CurrencyFields />
          <Charge kind="taxes" />
          <Charge kind="tips" />
        </FieldGrid>
      </Section>
      <Section title={t('barSettings.payment.drinkBuilderPricing')}>
        <FieldGrid>
          <DrinkBuilderPricing kind="alcoholic" title={t('barSettings.payment.alcoholic')} />
          <DrinkBuilderPricing kind="nonAlcoholic" title={t('barSettings.payment.nonAlcoholic')} />
        </FieldGrid>
      </Section>
      <Section title={t('barSettings.payment.vouchersSumUp')}>
        <FieldGrid>
          <FormCheckboxField name="paymentSettings.voucherEnabled" label={t('barSettings.payment.vouchersEnabled')} />
          <SecretTextField
            name="paymentSettings.sumUpAffiliateKey"
            label={t('barSettings.payment.sumUpAffiliateKey')}
            isSet={pay.sumUpAffiliateKeySet === true}
            fullWidth
          />
        </FieldGrid>
      </Section>
      <Section title={t('barSettings.payment.vantiv')}>
        <FieldGrid>
          <FormTextField name="paymentSettings.vantivGateway.merchantId" label={t('barSettings.payment.merchantId')} fullWidth />
          <SecretTextField
            name="paymentSettings.vantivGateway.password"
            label={t('barSettings.payment.password')}
            isSet={pay.vantivGateway?.passwordSet === true}
            fullWidth
          />
        </FieldGrid>
      </Section>
      <Shift4Section bar={bar} />
      <SatispaySection bar={bar} />
      <AdyenSection bar={bar} />
    </>
  );
}
