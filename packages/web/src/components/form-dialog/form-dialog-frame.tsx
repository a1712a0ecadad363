import { useId, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { SaveButton } from '../save-button/save-button';

export interface FormDialogFrameProps {
  open: boolean;
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Asked when the dialog is dismissed or Cancel is pressed; not while a save is pending. */
  onClose: () => void;
  /** A save is in progress: Save shows a spinner, Cancel and dismissing wait. */
  pending: boolean;
  /** Save cannot be used now (the dialog says why); nothing is in progress. */
  submitDisabled?: boolean;
  submitLabel?: string;
  cancelLabel?: string;
  maxWidth?: DialogProps['maxWidth'];
  /** The form's content (fields, messages). */
  children: ReactNode;
}

/** The frame every form dialog shares: a title, scrolling content, and Cancel and Save at the bottom. */
export function FormDialogFrame({
  open,
  title,
  onSubmit,
  onClose,
  pending,
  submitDisabled = false,
  submitLabel,
  cancelLabel,
  maxWidth = 'sm',
  children,
}: FormDialogFrameProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, overflow: 'hidden' }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={pending}>
            {cancelLabel ?? t('actions.cancel')}
          </Button>
          <SaveButton pending={pending} disabled={submitDisabled}>
            {submitLabel}
          </SaveButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
