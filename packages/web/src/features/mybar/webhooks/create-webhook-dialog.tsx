import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { ALARM_SEVERITIES, webhookCreateSchema, type AlarmSeverity } from '@bar/domain';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { FormTextField } from '../../../components/form-dialog/form-text-field';
import { useValidationText } from '../../../lib/i18n/validation-text';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCreateWebhook, type WebhookWithSecretRow } from './api/create-webhook';

const DEFAULTS = { url: '', severities: ['critical'] as AlarmSeverity[], enabled: true };

/** One checkbox per severity, bound to the form's `severities` list. */
function SeverityChecks() {
  const { t } = useTranslation('mybar');
  const translate = useValidationText();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name: 'severities', control });
  const chosen = (field.value ?? []) as AlarmSeverity[];
  const toggle = (severity: AlarmSeverity, on: boolean) => field.onChange(ALARM_SEVERITIES.filter((s) => (s === severity ? on : chosen.includes(s))));
  return (
    <FormControl error={Boolean(fieldState.error)} component="fieldset">
      <FormLabel component="legend">{t('webhooks.severities')}</FormLabel>
      <FormGroup row>
        {ALARM_SEVERITIES.map((severity) => (
          <FormControlLabel
            key={severity}
            label={t(`webhooks.severity.${severity}`)}
            control={<Checkbox checked={chosen.includes(severity)} onChange={(event) => toggle(severity, event.target.checked)} />}
          />
        ))}
      </FormGroup>
      {fieldState.error?.message ? <FormHelperText>{translate(fieldState.error.message)}</FormHelperText> : null}
    </FormControl>
  );
}

export interface CreateWebhookDialogProps {
  barId: string;
  open: boolean;
  onClose: () => void;
  /** The new webhook with its secret, to show once. */
  onCreated: (webhook: WebhookWithSecretRow) => void;
}

/** 'Add webhook': URL and severities; the server makes the secret. */
export function CreateWebhookDialog({ barId, open, onClose, onCreated }: CreateWebhookDialogProps) {
  const { t } = useTranslation('mybar');
  const create = useCreateWebhook(barId);
  return (
    <FormDialog
      open={open}
      title={t('webhooks.create.title')}
      submitLabel={t('webhooks.create.submit')}
      schema={webhookCreateSchema}
      defaultValues={DEFAULTS}
      onClose={onClose}
      onSubmit={async (values) => {
        let webhook: WebhookWithSecretRow;
        try {
          webhook = await create.mutateAsync(values);
        } catch (error) {
          notifyError(error, t('webhooks.toasts.createError'));
          throw error;
        }
        notifySuccess(t('webhooks.toasts.created'));
        onCreated(webhook);
      }}
    >
      <FormTextField name="url" label={t('webhooks.url')} helperText={t('webhooks.urlHint')} required autoFocus type="url" />
      <SeverityChecks />
    </FormDialog>
  );
}
