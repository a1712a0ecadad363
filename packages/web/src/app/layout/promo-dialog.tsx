import { SUPPORT_EMAIL } from '@bar/domain';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { appConfigQuery } from '../../lib/app-config';

/** localStorage flag set once the user has closed the promotion. */
export const PROMO_DISMISSED_KEY = 'barConsole.promoDismissed';

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(PROMO_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Invites signed-in users to the preview web portal (SPEC §1), until they close it once. */
export function PromoDialog() {
  const [open, setOpen] = useState(() => !wasDismissed());
  const config = useQuery(appConfigQuery);
  const email = config.data?.supportEmail || SUPPORT_EMAIL;

  const close = () => {
    setOpen(false);
    try {
      localStorage.setItem(PROMO_DISMISSED_KEY, 'true');
    } catch {
      // Without storage it simply shows again next time.
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="promo-title" aria-describedby="promo-text" maxWidth="xs">
      <DialogTitle id="promo-title" sx={{ pr: 6 }}>
        Try the new web portal preview
      </DialogTitle>
      <IconButton aria-label="Close" onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <DialogContentText id="promo-text">
          A preview of our new web portal is available for your bars. Ask for access or send us your feedback at{' '}
          <Link href={`mailto:${email}`}>{email}</Link>.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Got it</Button>
      </DialogActions>
    </Dialog>
  );
}
