import FormGroup from '@mui/material/FormGroup';
import { BAR_FEATURES } from '@bar/domain';
import { FormCheckboxField } from '../form-fields/form-checkbox-field';
import { FEATURE_LABELS } from './bar-field-labels';
import { Section } from './section';

/** The per-bar switches that decide which ingredient and dispenser areas exist. */
export function BarFeaturesTab() {
  return (
    <Section title="Features">
      <FormGroup row sx={{ columnGap: 3 }}>
        {BAR_FEATURES.map((feature) => (
          <FormCheckboxField key={feature} name={`features.${feature}`} label={FEATURE_LABELS[feature]} />
        ))}
      </FormGroup>
    </Section>
  );
}
