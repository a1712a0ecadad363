import type { RoboticMode } from '@bar/domain';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import { setRoboticMode } from '../api/set-robotic-mode';
import { modeTexts } from '../commands/command-texts';
import { useCommand } from '../commands/use-command';

interface Props {
  barId: string;
  mode: RoboticMode;
  checked: boolean;
  disabled: boolean;
}

/** One robotic mode (Dance, Ghost, Automatic Conveyor, Maintenance) as a switch. */
export function ModeSwitch({ barId, mode, checked, disabled }: Props) {
  const { t } = useTranslation('activity');
  const toggle = useCommand<boolean>({
    barId,
    name: ['mode', mode],
    send: (target, value) => setRoboticMode(target, mode, value),
    texts: modeTexts(mode),
  });
  return (
    <FormControlLabel
      control={<Switch checked={checked} disabled={disabled || toggle.pending} onChange={(_event, value) => toggle.run(value)} />}
      label={t(`modes.${mode}`)}
    />
  );
}
