import type { RoboticMode } from '@bar/domain';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { setRoboticMode } from '../api/set-robotic-mode';
import { MODE_LABELS, modeTexts } from '../commands/command-texts';
import { useCommand } from '../commands/use-command';

interface Props {
  barId: string;
  mode: RoboticMode;
  checked: boolean;
  disabled: boolean;
}

/** One robotic mode (Dance, Ghost, Automatic Conveyor, Maintenance) as a switch. */
export function ModeSwitch({ barId, mode, checked, disabled }: Props) {
  const toggle = useCommand<boolean>({
    barId,
    name: ['mode', mode],
    send: (target, value) => setRoboticMode(target, mode, value),
    texts: (value) => modeTexts(mode, value),
  });
  return (
    <FormControlLabel
      control={<Switch checked={checked} disabled={disabled || toggle.pending} onChange={(_event, value) => toggle.run(value)} />}
      label={MODE_LABELS[mode]}
    />
  );
}
