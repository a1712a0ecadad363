import { SNACKBAR_LIMIT } from '@bar/domain';
import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { closeSnackbar, SnackbarProvider, type SnackbarKey } from 'notistack';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toastsUp } from '../lib/toasts';
import { TOASTS_CLASS } from './toast-placement';

function DismissButton({ snackbarKey }: { snackbarKey: SnackbarKey }) {
  const { t } = useTranslation();
  return (
    <IconButton size="small" color="inherit" aria-label={t('toasts.dismiss')} onClick={() => closeSnackbar(snackbarKey)}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

const dismissAction = (key: SnackbarKey) => <DismissButton snackbarKey={key} />;

/** The toasts' container (SPEC §8: at most 12, top right); its own chunk, mounted after first paint. */
export default function Toasts() {
  useEffect(toastsUp, []);
  return (
    <SnackbarProvider
      maxSnack={SNACKBAR_LIMIT}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      classes={{ containerAnchorOriginTopRight: TOASTS_CLASS }}
      action={dismissAction}
    />
  );
}
