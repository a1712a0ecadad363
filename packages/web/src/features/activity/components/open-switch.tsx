import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ConfirmRequest } from '../../../components/confirm-dialog/confirm-dialog';
import type { SelectedBar } from '../../../lib/bar-queries';
import { setBarOpen } from '../api/update-from-bar-manager';
import { barOpenTexts } from '../commands/command-texts';
import { confirmCloseBar } from '../commands/confirm-texts';
import { useCommand } from '../commands/use-command';

export const CLOSED_BAR_EXPLANATION = 'A closed bar prevents new orders to be processed from every sales channel';

/** What the console decided and the bar has not confirmed yet. */
export function openPendingText(open: boolean, online: boolean): string {
  const state = open ? 'Opened here.' : 'Closed here for every sales channel.';
  return `${state} ${online ? 'Waiting for the bar to confirm.' : 'The bar is offline: it is told as soon as it reconnects.'}`;
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
  const open = useCommand<boolean>({ barId: bar.id, name: ['open'], send: (target, value) => setBarOpen(target, value), texts: barOpenTexts });
  const disabled = open.pending || (bar.open ? !canClose : !canOpen);
  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={bar.open}
            disabled={disabled}
            onChange={(_event, value) => (value ? open.run(true) : ask(confirmCloseBar(bar.name, online), () => open.run(false)))}
          />
        }
        label={bar.open ? 'Bar open' : 'Bar closed'}
      />
      {bar.openPending ? (
        <Alert severity="warning" role="status" sx={{ my: 1 }} data-testid="open-pending">
          {openPendingText(bar.open, online)}
        </Alert>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {CLOSED_BAR_EXPLANATION}
      </Typography>
    </>
  );
}
