import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectedBar } from '../../../lib/bar-queries';
import { enableRobot } from '../api/enable-robot';
import { robotEnableTexts } from '../commands/command-texts';
import { useCommand } from '../commands/use-command';
import type { RobotSummary } from '../robot';
import type { ConfirmRequest } from '../../../components/confirm-dialog/confirm-dialog';
import { ConveyorControls } from './conveyor-controls';
import { RobotActionButtons } from './robot-action-buttons';
import { StatusChip } from './status-chip';

interface Props {
  bar: SelectedBar;
  robot: RobotSummary;
  index: number;
  /** The user may control the bar and it is online. */
  enabled: boolean;
  /** Conveyors may move (ms1: every robot in STOP). */
  conveyorsMovable: boolean;
  ask: (request: ConfirmRequest, action: () => void) => void;
}

/** One robot: name, status, Abort/Stop/Start; on ms1 also its enable switch and conveyors. */
export function RobotCard({ bar, robot, index, enabled, conveyorsMovable, ask }: Props) {
  const { t } = useTranslation('activity');
  const titleId = useId();
  const ms1 = bar.version === 'ms1';
  const toggle = useCommand<boolean>({
    barId: bar.id,
    name: ['robot', robot.id, 'enable'],
    send: (target, value) => enableRobot(target, robot.id, value),
    texts: robotEnableTexts,
  });

  return (
    <Paper component="article" aria-labelledby={titleId} variant="outlined" sx={{ p: 1.5, minWidth: 0 }} data-testid={`robot-card-${robot.tagName}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} component="h3" sx={{ fontWeight: 600 }} noWrap>
            {robot.displayName}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {robot.tagName}
          </Typography>
        </Box>
        <StatusChip status={robot.status} data-testid="robot-status" />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <RobotActionButtons barId={bar.id} barName={bar.name} robot={robot} robotLabel={robot.displayName} disabled={!enabled} ask={ask} />
        {ms1 ? (
          <FormControlLabel
            sx={{ ml: 'auto', mr: 0 }}
            control={
              <Switch
                checked={robot.enabled}
                disabled={!enabled || toggle.pending}
                onChange={(_event, value) => toggle.run(value)}
                slotProps={{ input: { 'aria-label': t('controls.robotEnabled', { robot: robot.displayName }) } }}
              />
            }
            label={t('controls.enabled')}
          />
        ) : null}
      </Box>
      {ms1 ? (
        <>
          <Divider sx={{ my: 1.5 }} />
          <ConveyorControls barId={bar.id} barName={bar.name} robotIndex={index} disabled={!enabled || !conveyorsMovable} ask={ask} />
        </>
      ) : null}
    </Paper>
  );
}
