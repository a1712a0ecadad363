import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialogFrame } from '../../../components/form-dialog/form-dialog-frame';
import { readServerError } from '../../../components/form-dialog/server-errors';
import { alarmTitle } from '../alarm-texts';
import type { AlarmRow } from '../api/alarm-row';
import { assigneesQuery, type Assignee } from '../api/get-assignees';

/** The select's value for 'Nobody' (an empty value would show an empty field). */
const NOBODY = 'nobody';

const personText = (person: Assignee) => {
  const name = `${person.firstName} ${person.lastName}`.trim();
  return name ? `${name} (${person.email})` : person.email;
};

export interface AssignDialogProps {
  /** The alarm being assigned; null when closed. */
  alarm: AlarmRow | null;
  onAssign: (alarm: AlarmRow, assigneeId: string | null) => Promise<unknown>;
  onClose: () => void;
}

/** Chooses who takes the alarm among the people of its bar (or nobody); a refused choice says why. */
export function AssignDialog({ alarm, onAssign, onClose }: AssignDialogProps) {
  const { t } = useTranslation('alarms');
  const people = useQuery(assigneesQuery(alarm?.barId ?? '', alarm !== null));
  const [chosen, setChosen] = useState(NOBODY);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    setChosen(alarm?.assignee?.id ?? NOBODY);
    setProblem(null);
  }, [alarm]);

  const submit = async () => {
    if (!alarm) return;
    setPending(true);
    setProblem(null);
    try {
      await onAssign(alarm, chosen === NOBODY ? null : chosen);
      onClose();
    } catch (error) {
      setProblem(readServerError(error).message);
    } finally {
      setPending(false);
    }
  };

  const options = people.data ?? [];
  // the current assignee stays choosable while the list loads (or after they lost their role)
  const current = alarm?.assignee && !options.some((p) => p.id === alarm.assignee?.id) ? [{ id: alarm.assignee.id, label: alarm.assignee.email }] : [];
  return (
    <FormDialogFrame
      open={alarm !== null}
      title={alarm ? `${t('assign.title')} — ${alarmTitle(t, alarm)}` : t('assign.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      onClose={onClose}
      pending={pending}
      submitLabel={t('assign.submit')}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {problem ? (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        ) : null}
        {people.error ? (
          <Alert severity="error" role="alert">
            {readServerError(people.error).message}
          </Alert>
        ) : null}
        <TextField
          select
          label={t('assign.person')}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          helperText={people.isPending ? t('assign.loading') : ' '}
          fullWidth
        >
          <MenuItem value={NOBODY}>{t('assign.nobody')}</MenuItem>
          {current.map((person) => (
            <MenuItem key={person.id} value={person.id}>
              {person.label}
            </MenuItem>
          ))}
          {options.map((person) => (
            <MenuItem key={person.id} value={person.id}>
              {personText(person)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </FormDialogFrame>
  );
}
