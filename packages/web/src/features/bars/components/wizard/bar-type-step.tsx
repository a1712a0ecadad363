import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { BAR_FEATURES, BAR_VERSIONS, BAR_VERSION_LABELS, type BarVersion } from '@bar/domain';
import { hasTypeSettings } from './wizard-steps';
import type { WizardInput } from './wizard-form';
import { useValidationText } from '../../../../lib/i18n/validation-text';

export interface BarTypeStepProps {
  /** Called with the chosen version (veloce moves the wizard straight on to the recap). */
  onChoose: (version: BarVersion) => void;
}

/** Step 2: the bar type, then the settings of that type (veloce has none). */
export function BarTypeStep({ onChoose }: BarTypeStepProps) {
  const { t } = useTranslation('bars');
  const { control, watch } = useFormContext<WizardInput>();
  const { field, fieldState } = useController({ control, name: 'version' });
  const validationText = useValidationText();
  const version = watch('version');

  return (
    <Stack spacing={3}>
      <FormControl error={Boolean(fieldState.error)} required>
        <FormLabel id="bar-type-label">{t('wizard.barType')}</FormLabel>
        <RadioGroup
          aria-labelledby="bar-type-label"
          name={field.name}
          value={field.value ?? ''}
          onChange={(event) => onChoose(event.target.value as BarVersion)}
        >
          {BAR_VERSIONS.map((v) => (
            <FormControlLabel key={v} value={v} control={<Radio inputRef={v === BAR_VERSIONS[0] ? field.ref : undefined} />} label={BAR_VERSION_LABELS[v]} />
          ))}
        </RadioGroup>
        {fieldState.error ? <FormHelperText>{validationText(fieldState.error.message)}</FormHelperText> : null}
      </FormControl>
      {hasTypeSettings(version) ? <FeatureSettings /> : null}
    </Stack>
  );
}

function FeatureSettings() {
  const { t } = useTranslation(['bars', 'common']);
  const { control } = useFormContext<WizardInput>();
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{t('wizard.barFeatures')}</FormLabel>
      <FormGroup row>
        {BAR_FEATURES.map((feature) => (
          <FeatureCheckbox key={feature} name={`features.${feature}`} label={t(`common:barFeatures.${feature}`)} control={control} />
        ))}
      </FormGroup>
    </FormControl>
  );
}

function FeatureCheckbox({
  name,
  label,
  control,
}: {
  name: `features.${string}`;
  label: string;
  control: ReturnType<typeof useFormContext<WizardInput>>['control'];
}) {
  const { field } = useController({ control, name: name as 'features.bottles' });
  return <FormControlLabel label={label} control={<Checkbox checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />} />;
}
