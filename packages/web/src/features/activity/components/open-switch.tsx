import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ConfirmRequest } from '../../../components/confirm-dialog/confirm-dialog';
import type { SelectedBar } from '../../../lib/bar-queries';
import { setBarOpen } from '../api/update-from-bar-manager';
import { barOpenTexts } from '../commands/command-texts';
import { confirmCloseBar } from '../commands/confirm-texts';
import { useCommand } from '../commands/use-command';

/** What the console decided and the bar has not confirmed yet. */
export function openPendingText(t: TFunction<'activity'>, open: boolean, online: boolean): string {
  const state = open ? t('open.pendingOpened') : t('open.pendingClosed');
  return `${state} ${online ? t('open.pendingWaiting') : t('open.pendingOffline')}`;
}

interface Props {
  bar: SelectedBar;
  online: boolean;
  /** Opening needs the bar online. */
  canOpen: boolean;
  /** Closing works offline too: staff must be able to stop every sales channel during an outage. */
  canClose: boolean;
  ask: (request: ConfirmRequest, action: () => void) => void;
}

/** Whether the bar takes orders; closing asks first, opening does not. */
export function OpenSwitch({ bar, online, canOpen, canClose, ask }: Props) {
  const { t } = useTranslation('activity');
  const open = useCommand<boolean>({ barId: bar.id, name: ['open'], send: (target, value) => setBarOpen(target, value), texts: barOpenTexts });
  const disabled = open.pending || (bar.open ? !canClose : !canOpen);
  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={bar.open}
            disabled={disabled}
            onChange={(_event, value) => (value ? open.run(true) : ask(confirmCloseBar(t, bar.name, online), () => open.run(false)))}
          />
        }
        label={bar.open ? t('open.barOpen') : t('open.barClosed')}
      />
      {bar.openPending ? (
        <Alert severity="warning" role="status" sx={{ my: 1 }} data-testid="open-pending">
          {openPendingText(t, bar.open, online)}
        </Alert>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {t('open.explanation')}
      </Typography>
    </>
  );
}
