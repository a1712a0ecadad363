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
import { useTranslation } from 'react-i18next';
import { appConfigQuery } from '../../lib/app-config';

/**
 * Invites signed-in users to the preview web portal (SPEC §1), once per browser session: the
 * layout shows it while `promo-seen.ts` says it was not closed yet, and `onSeen` records that it was.
 */
export function PromoDialog({ onSeen }: { onSeen: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const config = useQuery(appConfigQuery);
  const email = config.data?.supportEmail || SUPPORT_EMAIL;

  const close = () => {
    setOpen(false);
    onSeen();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="promo-title" aria-describedby="promo-text" maxWidth="xs">
      <DialogTitle id="promo-title" sx={{ pr: 6 }}>
        {t('promo.title')}
      </DialogTitle>
      <IconButton aria-label={t('actions.close')} onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <DialogContentText id="promo-text">
          {t('promo.text')} <Link href={`mailto:${email}`}>{email}</Link>.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('promo.gotIt')}</Button>
      </DialogActions>
    </Dialog>
  );
}
