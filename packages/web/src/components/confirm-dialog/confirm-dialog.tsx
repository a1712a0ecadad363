import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmRequest {
  title: string;
  /** The sentence naming what the action is for: the bar (and the drink), the category or recipe. */
  message: string;
  confirmLabel: string;
  /** Cancel's text; the common 'Cancel' when left out. */
  cancelLabel?: string;
  /** 'error' for a deletion; a command or a remake is a 'warning' (the default). */
  tone?: 'warning' | 'error';
}

interface Props {
  request: ConfirmRequest | null;
  /** While the confirmed action runs: the confirm button waits disabled. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that cannot be undone (a dangerous bar command, a remake, a deletion); one for the whole console. */
export function ConfirmDialog({ request, busy = false, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={request !== null} onClose={onCancel} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{request?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{request?.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{request?.cancelLabel ?? t('actions.cancel')}</Button>
        <Button onClick={onConfirm} variant="contained" color={request?.tone ?? 'warning'} disabled={busy} autoFocus>
          {request?.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
