import { useFormContext } from 'react-hook-form';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BAR_FEATURES, BAR_VERSION_LABELS } from '@bar/domain';
import { hasTypeSettings } from './wizard-steps';
import type { WizardInput } from './wizard-form';
import { FEATURE_LABELS } from '../../../../components/bar-settings/bar-field-labels';

interface Row {
  label: string;
  value: string;
  error?: string;
}

/** Step 3: what will be created, with any error the server gave for a field. */
export function RecapStep() {
  const { getValues, formState } = useFormContext<WizardInput>();
  const values = getValues();
  const errors = formState.errors;
  const features = BAR_FEATURES.filter((f) => values.features?.[f]).map((f) => FEATURE_LABELS[f]);
  const rows: Row[] = [
    { label: 'Name', value: values.name ?? '', error: errors.name?.message },
    { label: 'Location', value: values.instanceInfos?.placeName ?? '', error: errors.instanceInfos?.placeName?.message },
    { label: 'Latitude', value: String(values.geoPosition?.lat ?? ''), error: errors.geoPosition?.lat?.message },
    { label: 'Longitude', value: String(values.geoPosition?.lng ?? ''), error: errors.geoPosition?.lng?.message },
    { label: 'Bar Type', value: values.version ? BAR_VERSION_LABELS[values.version] : '', error: errors.version?.message },
  ];
  if (hasTypeSettings(values.version)) rows.push({ label: 'Bar Features', value: features.length ? features.join(', ') : 'None' });

  return (
    <Box component="dl" aria-label="Recap" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
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
