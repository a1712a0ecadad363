import FormGroup from '@mui/material/FormGroup';
import { useTranslation } from 'react-i18next';
import { BAR_FEATURES } from '@bar/domain';
import { FormCheckboxField } from '../form-fields/form-checkbox-field';
import { Section } from './section';

/** The per-bar switches that decide which ingredient and dispenser areas exist. */
export function BarFeaturesTab() {
  const { t } = useTranslation();
  return (
    <Section title={t('barSettings.features.title')}>
      <FormGroup row sx={{ columnGap: 3 }}>
        {BAR_FEATURES.map((feature) => (
          <FormCheckboxField key={feature} name={`features.${feature}`} label={t(`barFeatures.${feature}`)} />
        ))}
      </FormGroup>
    </Section>
  );
}
