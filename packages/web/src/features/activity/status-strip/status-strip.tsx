import { can, type EffectiveRole } from '@bar/domain';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { STALE_SX } from '../../../components/live-dimmed/live-dimmed';
import type { SelectedBar } from '../../../lib/bar-queries';
import { useLiveLost } from '../../../lib/live/live-context';
import { barFlags } from '../bar-flags';
import { confirmGeneralStart } from '../commands/confirm-texts';
import { useBarControls } from '../commands/use-bar-controls';
import { useConfirm } from '../../../components/confirm-dialog/use-confirm';
import { CommandButton } from '../components/command-button';
import { CupButton } from '../components/cup-button';
import { useNow } from '../../../lib/use-now';

interface Props {
  bar: SelectedBar;
  role: EffectiveRole;
}

/**
 * The strip above every bar-scoped screen: the quick controls while the bar is online (Fences,
 * General Start, cups), else 'Bar is OFFLINE'; and the low/empty bottle counters.
 */
export function StatusStrip({ bar, role }: Props) {
  const { t } = useTranslation('activity');
  const now = useNow();
  const navigate = useNavigate();
  const controls = useBarControls(bar.id);
  const confirm = useConfirm();
  const flags = barFlags(bar, now);
  const locked = !can(role, 'controlBar');
  const liveLost = useLiveLost();
  const toBottles = () => void navigate(paths.dispensers.href('bottles'));

  return (
    <Paper
      component="section"
      aria-label={t('statusStrip.label')}
      variant="outlined"
      data-testid="status-strip"
      data-stale={liveLost ? 'true' : undefined}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 1.5, py: 1, mb: 2, ...(liveLost ? STALE_SX : null) }}
    >
      {flags.online ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <CommandButton
            label={t('controls.fences')}
            color={flags.fencesOpen ? 'error' : 'primary'}
            variant={flags.fencesOpen ? 'contained' : 'outlined'}
            pending={controls.restoreFences.pending}
            disabled={locked || liveLost}
            onClick={() => controls.restoreFences.run()}
          />
          <CommandButton
            label={t('controls.generalStart')}
            pending={controls.generalStart.pending}
            disabled={locked || liveLost}
            onClick={() => confirm.ask(confirmGeneralStart(t, bar.name), () => controls.generalStart.run())}
          />
          <CupButton
            cupError={flags.cupError}
            pending={controls.restoreCupError.pending}
            disabled={liveLost}
            readOnly={locked}
            onRestore={() => controls.restoreCupError.run()}
          />
        </Box>
      ) : (
        <Typography role="status" color="error" sx={{ fontWeight: 600 }}>
          {t('statusStrip.offline')}
        </Typography>
      )}
      <Box sx={{ flex: 1 }} />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button
          size="small"
          color="warning"
          variant={flags.lowBottles > 0 ? 'contained' : 'outlined'}
          startIcon={<WarningAmberIcon />}
          disabled={flags.lowBottles === 0}
          onClick={toBottles}
          data-testid="bottle-warning-counter"
        >
          {t('statusStrip.low')}: {flags.lowBottles}
        </Button>
        <Button
          size="small"
          color="error"
          variant={flags.emptyBottles > 0 ? 'contained' : 'outlined'}
          startIcon={<ErrorOutlineIcon />}
          disabled={flags.emptyBottles === 0}
          onClick={toBottles}
          data-testid="bottle-alarm-counter"
        >
          {t('statusStrip.empty')}: {flags.emptyBottles}
        </Button>
      </Box>
      {confirm.dialog}
    </Paper>
  );
}
