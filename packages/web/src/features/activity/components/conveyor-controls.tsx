import { CONVEYOR_POSITIONS, CONVEYORS_PER_ROBOT, type ConveyorPosition } from '@bar/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { moveConveyor, type ConveyorMove } from '../api/move-conveyor';
import { MOVE_CONVEYOR } from '../commands/command-texts';
import { confirmMoveConveyor } from '../commands/confirm-texts';
import { useCommand } from '../commands/use-command';
import type { ConfirmRequest } from '../../../components/confirm-dialog/confirm-dialog';
import { CommandButton } from './command-button';

interface Props {
  barId: string;
  barName: string;
  /** 0-based position of the robot: robot 1 owns conveyors 1–3, robot 2 owns 4–6. */
  robotIndex: number;
  disabled: boolean;
  ask: (request: ConfirmRequest, action: () => void) => void;
}

function ConveyorRow({ barId, barName, number, disabled, ask }: Omit<Props, 'robotIndex'> & { number: number }) {
  const { t } = useTranslation('activity');
  const move = useCommand<ConveyorMove>({
    barId,
    name: ['conveyor', String(number)],
    send: (target, vars) => moveConveyor(target, vars),
    texts: MOVE_CONVEYOR,
  });
  const button = (position: ConveyorPosition) => (
    <CommandButton
      key={position}
      label={t(`conveyor.${position}`)}
      aria-label={position === 'back' ? t('conveyor.moveBack', { number }) : t('conveyor.moveFront', { number })}
      pending={move.pending}
      disabled={disabled}
      onClick={() => ask(confirmMoveConveyor(t, barName, number, position), () => move.run({ number, position }))}
    />
  );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography variant="body2" sx={{ minWidth: 86 }}>
        {t('conveyor.label', { number })}
      </Typography>
      {CONVEYOR_POSITIONS.map(button)}
    </Box>
  );
}

/** The back/front moves of one robot's conveyors (ms1). */
export function ConveyorControls({ robotIndex, ...rest }: Props) {
  const numbers = Array.from({ length: CONVEYORS_PER_ROBOT }, (_, index) => robotIndex * CONVEYORS_PER_ROBOT + index + 1);
  return (
    <Box sx={{ display: 'grid', gap: 0.75 }} data-testid="conveyor-controls">
      {numbers.map((number) => (
        <ConveyorRow key={number} number={number} {...rest} />
      ))}
    </Box>
  );
}
