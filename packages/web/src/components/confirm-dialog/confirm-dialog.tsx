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
  /** The sentence naming the bar (and the drink) the action is for. */
  message: string;
  confirmLabel: string;
}

interface Props {
  request: ConfirmRequest | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that cannot be undone (a dangerous bar command, a remake); one for the whole console. */
export function ConfirmDialog({ request, onConfirm, onCancel }: Props) {
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
        <Button onClick={onCancel}>{t('actions.cancel')}</Button>
        <Button onClick={onConfirm} variant="contained" color="warning" autoFocus>
          {request?.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
