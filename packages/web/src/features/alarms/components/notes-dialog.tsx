import Typography from '@mui/material/Typography';
import { ALARM_NOTES_MAX, alarmNotesSchema } from '@bar/domain';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { FormTextField } from '../../../components/form-dialog/form-text-field';
import { alarmTitle } from '../alarm-texts';
import type { AlarmRow } from '../api/alarm-row';

function NotesLength() {
  const { t } = useTranslation('alarms');
  const { control } = useFormContext<{ notes: string }>();
  const notes = useWatch({ control, name: 'notes' }) ?? '';
  return (
    <Typography variant="caption" color={notes.length > ALARM_NOTES_MAX ? 'error' : 'text.secondary'} aria-live="polite">
      {t('notes.length', { count: notes.length, max: ALARM_NOTES_MAX })}
    </Typography>
  );
}

export interface NotesDialogProps {
  /** The alarm whose notes are open; null when closed. */
  alarm: AlarmRow | null;
  onSave: (alarm: AlarmRow, notes: string) => Promise<unknown>;
  onClose: () => void;
}

/** The alarm's notes (at most 2000 characters); a refused save says why in the dialog. */
export function NotesDialog({ alarm, onSave, onClose }: NotesDialogProps) {
  const { t } = useTranslation('alarms');
  const defaultValues = useMemo(() => ({ notes: alarm?.notes ?? '' }), [alarm]);
  return (
    <FormDialog
      open={alarm !== null}
      title={alarm ? `${t('notes.title')} — ${alarmTitle(t, alarm)}` : t('notes.title')}
      schema={alarmNotesSchema}
      defaultValues={defaultValues}
      onSubmit={async ({ notes }) => {
        if (!alarm) return;
        await onSave(alarm, notes);
        onClose();
      }}
      onClose={onClose}
    >
      <FormTextField name="notes" label={t('notes.label')} multiline minRows={4} maxRows={12} fullWidth autoFocus />
      <NotesLength />
    </FormDialog>
  );
}
