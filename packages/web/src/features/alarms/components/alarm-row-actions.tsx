import CheckIcon from '@mui/icons-material/Check';
import ClearAllIcon from '@mui/icons-material/ClearAll';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1';
import StickyNoteIcon from '@mui/icons-material/StickyNote2Outlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlarmAbilities } from '../alarm-rules';
import { alarmTitle } from '../alarm-texts';
import type { AlarmRow } from '../api/alarm-row';

export interface AlarmRowActionsProps {
  alarm: AlarmRow;
  abilities: AlarmAbilities;
  busy: boolean;
  onAcknowledge: (alarm: AlarmRow) => void;
  onAssign: (alarm: AlarmRow) => void;
  onNotes: (alarm: AlarmRow) => void;
  onClear: (alarm: AlarmRow) => void;
}

/** The inbox row's buttons, each named with the alarm it acts on; only those the user's role on the alarm's bar allows. */
export function AlarmRowActions({ alarm, abilities, busy, onAcknowledge, onAssign, onNotes, onClear }: AlarmRowActionsProps) {
  const { t } = useTranslation('alarms');
  const title = alarmTitle(t, alarm);
  const button = (shown: boolean, label: string, name: string, icon: ReactElement, onClick: () => void) =>
    shown ? (
      <Tooltip key={name} title={label}>
        <span>
          <IconButton size="small" aria-label={name} disabled={busy} onClick={onClick}>
            {icon}
          </IconButton>
        </span>
      </Tooltip>
    ) : null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5, flexWrap: 'nowrap' }}>
      {button(abilities.acknowledge, t('actions.acknowledge'), t('actions.acknowledgeAlarm', { alarm: title }), <CheckIcon fontSize="small" />, () =>
        onAcknowledge(alarm),
      )}
      {button(abilities.assign, t('actions.assign'), t('actions.assignAlarm', { alarm: title }), <PersonAddIcon fontSize="small" />, () => onAssign(alarm))}
      {button(abilities.notes, t('actions.notes'), t('actions.notesOf', { alarm: title }), <StickyNoteIcon fontSize="small" />, () => onNotes(alarm))}
      {button(abilities.clear, t('actions.clear'), t('actions.clearAlarm', { alarm: title }), <ClearAllIcon fontSize="small" />, () => onClear(alarm))}
    </Box>
  );
}
