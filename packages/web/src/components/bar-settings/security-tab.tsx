import { useFormContext } from 'react-hook-form';
import FormGroup from '@mui/material/FormGroup';
import { useTranslation } from 'react-i18next';
import { SERVICE_INTEGRATIONS, can, type EffectiveRole } from '@bar/domain';
import { FormSelectField } from '../form-dialog/form-select-field';
import { FormTextField } from '../form-dialog/form-text-field';
import { FormCheckboxField } from '../form-fields/form-checkbox-field';
import { SecretTextField } from '../form-fields/secret-text-field';
import { IntegrationToken } from './integration-token';
import { FieldGrid, Section } from './section';
import type { BarFormValues, BarView } from './bar-form';

const SERVICE_OPTIONS = SERVICE_INTEGRATIONS.map((name) => ({ value: name, label: name }));

/** Drinking age, alcohol limits, the door integration and the bar's integration token. */
export function SecurityTab({ bar, role }: { bar: BarView; role: EffectiveRole }) {
  const { t } = useTranslation();
  const { watch } = useFormContext<BarFormValues>();
  const partsEnabled = watch('security.maxAllowedAlcoholPartsEnabled');
  const percEnabled = watch('security.maxAllowedAlcoholPercEnabled');
  return (
    <>
      <Section title={t('barSettings.security.drinkingRules')}>
        <FieldGrid>
          <FormTextField name="security.minAgeForDrink" label={t('barSettings.security.minAge')} type="number" step={1} required fullWidth />
          <span />
          <FormGroup>
            <FormCheckboxField name="security.maxAllowedAlcoholPartsEnabled" label={t('barSettings.security.limitParts')} />
            <FormTextField
              name="security.maxAllowedAlcoholParts"
              label={t('barSettings.security.maxParts')}
              type="number"
              step={1}
              disabled={!partsEnabled}
              fullWidth
            />
          </FormGroup>
          <FormGroup>
            <FormCheckboxField name="security.maxAllowedAlcoholPercEnabled" label={t('barSettings.security.limitPerc')} />
            <FormTextField
              name="security.maxAllowedAlcoholPerc"
              label={t('barSettings.security.maxPerc')}
              type="number"
              step={0.1}
              disabled={!percEnabled}
              fullWidth
            />
          </FormGroup>
        </FieldGrid>
      </Section>
      <Section title={t('barSettings.security.serviceIntegration')}>
        <FieldGrid>
          <FormSelectField name="security.serviceNameIntegration" label={t('barSettings.security.serviceName')} options={SERVICE_OPTIONS} fullWidth />
          <SecretTextField
            name="security.udoorJwtToken"
            label={t('barSettings.security.udoorToken')}
            isSet={bar.security.udoorJwtTokenSet === true}
            fullWidth
          />
        </FieldGrid>
      </Section>
      {can(role, 'editSecuritySettings') ? <IntegrationToken barId={bar.id} timeZone={bar.timeZone} /> : null}
    </>
  );
}
