import { useFormContext } from 'react-hook-form';
import FormGroup from '@mui/material/FormGroup';
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
  const { watch } = useFormContext<BarFormValues>();
  const partsEnabled = watch('security.maxAllowedAlcoholPartsEnabled');
  const percEnabled = watch('security.maxAllowedAlcoholPercEnabled');
  return (
    <>
      <Section title="Drinking Rules">
        <FieldGrid>
          <FormTextField name="security.minAgeForDrink" label="Minimum Drinking Age" type="number" step={1} required fullWidth />
          <span />
          <FormGroup>
            <FormCheckboxField name="security.maxAllowedAlcoholPartsEnabled" label="Limit alcohol parts" />
            <FormTextField name="security.maxAllowedAlcoholParts" label="Max Allowed Alcohol Parts" type="number" step={1} disabled={!partsEnabled} fullWidth />
          </FormGroup>
          <FormGroup>
            <FormCheckboxField name="security.maxAllowedAlcoholPercEnabled" label="Limit alcohol percentage" />
            <FormTextField name="security.maxAllowedAlcoholPerc" label="Max Allowed Alcohol %" type="number" step={0.1} disabled={!percEnabled} fullWidth />
          </FormGroup>
        </FieldGrid>
      </Section>
      <Section title="Service Integration">
        <FieldGrid>
          <FormSelectField name="security.serviceNameIntegration" label="Service Name Integration" options={SERVICE_OPTIONS} fullWidth />
          <SecretTextField name="security.udoorJwtToken" label="Udoor JWT Token" isSet={bar.security.udoorJwtTokenSet === true} fullWidth />
        </FieldGrid>
      </Section>
      {can(role, 'editSecuritySettings') ? <IntegrationToken barId={bar.id} /> : null}
    </>
  );
}
