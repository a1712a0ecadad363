import { useTranslation } from 'react-i18next';
import type { RobotSummary } from '../robot';
import { robotAction, type RobotAction } from '../api/robot-action';
import { ROBOT_ABORT, ROBOT_START, ROBOT_STOP } from '../commands/command-texts';
import { confirmAbortRobot } from '../commands/confirm-texts';
import { useCommand } from '../commands/use-command';
import type { ConfirmRequest } from '../../../components/confirm-dialog/confirm-dialog';
import { CommandButton } from './command-button';

interface Props {
  barId: string;
  barName: string;
  robot: RobotSummary;
  /** How the buttons name the robot for screen readers, e.g. 'R1' or its display name. */
  robotLabel: string;
  disabled: boolean;
  ask: (request: ConfirmRequest, action: () => void) => void;
}

function useRobotCommand(barId: string, robotId: string, action: RobotAction, texts: typeof ROBOT_START) {
  return useCommand({ barId, name: ['robot', robotId, action], send: (target) => robotAction(target, robotId, action), texts });
}

/** Abort (asks first), Stop and Start of one robot. */
export function RobotActionButtons({ barId, barName, robot, robotLabel, disabled, ask }: Props) {
  const { t } = useTranslation('activity');
  const abort = useRobotCommand(barId, robot.id, 'abort', ROBOT_ABORT);
  const stop = useRobotCommand(barId, robot.id, 'stop', ROBOT_STOP);
  const start = useRobotCommand(barId, robot.id, 'start', ROBOT_START);
  return (
    <>
      <CommandButton
        label={t('controls.abort')}
        aria-label={t('controls.abortRobot', { robot: robotLabel })}
        color="error"
        pending={abort.pending}
        disabled={disabled}
        onClick={() => ask(confirmAbortRobot(t, barName, robot.displayName), () => abort.run())}
      />
      <CommandButton
        label={t('controls.stop')}
        aria-label={t('controls.stopRobot', { robot: robotLabel })}
        color="warning"
        pending={stop.pending}
        disabled={disabled}
        onClick={() => stop.run()}
      />
      <CommandButton
        label={t('controls.start')}
        aria-label={t('controls.startRobot', { robot: robotLabel })}
        color="success"
        pending={start.pending}
        disabled={disabled}
        onClick={() => start.run()}
      />
    </>
  );
}
