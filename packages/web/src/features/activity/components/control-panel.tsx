import { controlPanelKind } from '@bar/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SelectedBar } from '../../../lib/bar-queries';
import { robotAction } from '../api/robot-action';
import { barFlags } from '../bar-flags';
import { ROBOT_ABORT } from '../commands/command-texts';
import { confirmAbortAll, confirmGeneralStart, confirmGeneralStop, confirmRestoreEmergency } from '../commands/confirm-texts';
import { useBarControls } from '../commands/use-bar-controls';
import { useCommand } from '../commands/use-command';
import type { ConfirmRequest } from '../../../components/confirm-dialog/confirm-dialog';
import { CommandButton } from './command-button';
import { CupButton } from './cup-button';
import { Panel } from './panel';
import { RobotActionButtons } from './robot-action-buttons';

interface Props {
  bar: SelectedBar;
  now: Date;
  /** The user may control the bar and it is online. */
  enabled: boolean;
  /** The user's role may control the bar (MAINT and above). */
  allowed: boolean;
  ask: (request: ConfirmRequest, action: () => void) => void;
}

const row = { display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' } as const;

/**
 * The bar's main controls by version: veloce drives R1 and R2 one by one, the other versions have
 * Abort, General Stop and General Start; all have Emergency, Fences and the cup alarm.
 */
export function ControlPanel({ bar, now, enabled, allowed, ask }: Props) {
  const { t } = useTranslation('activity');
  const controls = useBarControls(bar.id);
  const flags = barFlags(bar, now);
  const robots = bar.robots;
  const abortAll = useCommand({
    barId: bar.id,
    name: ['abortAll'],
    send: (target) => Promise.all(robots.map((robot) => robotAction({ ...target, idempotencyKey: `${target.idempotencyKey}:${robot.id}` }, robot.id, 'abort'))),
    texts: ROBOT_ABORT,
  });

  const safety = (
    <Box sx={row}>
      <CommandButton
        label={t('controls.emergency')}
        color="error"
        variant={flags.emergency ? 'contained' : 'outlined'}
        pending={controls.restoreEmergency.pending}
        disabled={!enabled}
        onClick={() => ask(confirmRestoreEmergency(t, bar.name), () => controls.restoreEmergency.run())}
      />
      <CommandButton
        label={t('controls.fences')}
        color={flags.fencesOpen ? 'error' : 'primary'}
        variant={flags.fencesOpen ? 'contained' : 'outlined'}
        pending={controls.restoreFences.pending}
        disabled={!enabled}
        onClick={() => controls.restoreFences.run()}
      />
      <CupButton
        cupError={flags.cupError}
        pending={controls.restoreCupError.pending}
        disabled={!enabled}
        readOnly={!allowed}
        onRestore={() => controls.restoreCupError.run()}
      />
    </Box>
  );

  if (controlPanelKind(bar.version) === 'perRobot') {
    return (
      <Panel title={t('panels.controls')}>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {robots.slice(0, 2).map((robot, index) => {
            const label = `R${index + 1}`;
            return (
              <Box key={robot.id} sx={row} data-testid={`control-${label}`}>
                <Typography sx={{ fontWeight: 600, minWidth: 28 }}>{label}</Typography>
                <RobotActionButtons barId={bar.id} barName={bar.name} robot={robot} robotLabel={label} disabled={!enabled} ask={ask} />
              </Box>
            );
          })}
          {safety}
        </Box>
      </Panel>
    );
  }

  return (
    <Panel title={t('panels.controls')}>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={row}>
          <CommandButton
            label={t('controls.abort')}
            color="error"
            pending={abortAll.pending}
            disabled={!enabled || robots.length === 0}
            onClick={() => ask(confirmAbortAll(t, bar.name), () => abortAll.run())}
          />
          <CommandButton
            label={t('controls.generalStop')}
            color="warning"
            pending={controls.generalStop.pending}
            disabled={!enabled}
            onClick={() => ask(confirmGeneralStop(t, bar.name), () => controls.generalStop.run())}
          />
          <CommandButton
            label={t('controls.generalStart')}
            color="success"
            pending={controls.generalStart.pending}
            disabled={!enabled}
            onClick={() => ask(confirmGeneralStart(t, bar.name), () => controls.generalStart.run())}
          />
        </Box>
        {safety}
      </Box>
    </Panel>
  );
}
