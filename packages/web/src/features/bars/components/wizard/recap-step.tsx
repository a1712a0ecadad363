import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BAR_FEATURES, BAR_VERSION_LABELS } from '@bar/domain';
import { hasTypeSettings } from './wizard-steps';
import type { WizardInput } from './wizard-form';
import { useValidationText } from '../../../../lib/i18n/validation-text';

interface Row {
  label: string;
  value: string;
  error?: string;
}

/** Step 3: what will be created, with any error the server gave for a field. */
export function RecapStep() {
  const { t } = useTranslation(['bars', 'common']);
  const validationText = useValidationText();
  const { getValues, formState } = useFormContext<WizardInput>();
  const values = getValues();
  const errors = formState.errors;
  const features = BAR_FEATURES.filter((f) => values.features?.[f]).map((f) => t(`common:barFeatures.${f}`));
  const rows: Row[] = [
    { label: t('wizard.name'), value: values.name ?? '', error: validationText(errors.name?.message) },
    { label: t('wizard.location'), value: values.instanceInfos?.placeName ?? '', error: validationText(errors.instanceInfos?.placeName?.message) },
    { label: t('wizard.latitude'), value: String(values.geoPosition?.lat ?? ''), error: validationText(errors.geoPosition?.lat?.message) },
    { label: t('wizard.longitude'), value: String(values.geoPosition?.lng ?? ''), error: validationText(errors.geoPosition?.lng?.message) },
    { label: t('wizard.barType'), value: values.version ? BAR_VERSION_LABELS[values.version] : '', error: validationText(errors.version?.message) },
  ];
  if (hasTypeSettings(values.version)) rows.push({ label: t('wizard.barFeatures'), value: features.length ? features.join(', ') : t('wizard.noFeatures') });

  return (
    <Box component="dl" aria-label={t('wizard.recap')} sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {row.label}
          </Typography>
          <Box component="dd" sx={{ m: 0 }}>
            <Typography sx={{ wordBreak: 'break-word' }}>{row.value}</Typography>
            {row.error ? (
              <Typography variant="body2" color="error">
                {row.error}
              </Typography>
            ) : null}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
