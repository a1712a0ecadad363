import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import { FormTextField } from '../../../../components/form-dialog/form-text-field';
import { COORDINATE_STEP } from '../../../../components/bar-settings/bar-field-labels';

/** Step 1: name, location and coordinates, all required. */
export function GeneralInfoStep() {
  const { t } = useTranslation('bars');
  return (
    <Stack spacing={2}>
      <FormTextField name="name" label={t('wizard.name')} required autoFocus fullWidth />
      <FormTextField name="instanceInfos.placeName" label={t('wizard.location')} required fullWidth />
      <Stack direction="row" spacing={2}>
        <FormTextField name="geoPosition.lat" label={t('wizard.latitude')} type="number" step={COORDINATE_STEP} required fullWidth />
        <FormTextField name="geoPosition.lng" label={t('wizard.longitude')} type="number" step={COORDINATE_STEP} required fullWidth />
      </Stack>
    </Stack>
  );
}
