import Stack from '@mui/material/Stack';
import { FormTextField } from '../../../../components/form-dialog/form-text-field';
import { COORDINATE_STEP } from '../../../../components/bar-settings/bar-field-labels';

/** Step 1: name, location and coordinates, all required. */
export function GeneralInfoStep() {
  return (
    <Stack spacing={2}>
      <FormTextField name="name" label="Name" required autoFocus fullWidth />
      <FormTextField name="instanceInfos.placeName" label="Location" required fullWidth />
      <Stack direction="row" spacing={2}>
        <FormTextField name="geoPosition.lat" label="Latitude" type="number" step={COORDINATE_STEP} required fullWidth />
        <FormTextField name="geoPosition.lng" label="Longitude" type="number" step={COORDINATE_STEP} required fullWidth />
      </Stack>
    </Stack>
  );
}
