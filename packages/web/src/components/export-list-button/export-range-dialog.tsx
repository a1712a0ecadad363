import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedRange } from './export-request';
import { pickedRange } from './day-range';
import { DayRangeFields, NO_DAYS, type DayRange } from './day-range-fields';

export interface ExportRangeDialogProps {
  open: boolean;
  title: string;
  /** IANA zone of the bar: the days are its days. */
  timeZone: string;
  pending: boolean;
  onCancel: () => void;
  onExport: (range: CreatedRange) => void;
}

/** Asks for the days an export covers (every export has one, at most 3 months); Export waits for both. */
export function ExportRangeDialog({ open, title, timeZone, pending, onCancel, onExport }: ExportRangeDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [days, setDays] = useState<DayRange>(NO_DAYS);
  const range = pickedRange(days.from, days.to, timeZone);
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onCancel}
      aria-labelledby={titleId}
      maxWidth="sm"
      slotProps={{ transition: { onExited: () => setDays(NO_DAYS) } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('dayRange.barTimeZone', { timeZone })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', pt: 1 }}>
          <DayRangeFields value={days} onChange={setDays} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          {t('actions.cancel')}
        </Button>
        <Button variant="contained" disabled={!range || pending} onClick={() => range && onExport(range)}>
          {t('actions.export')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
