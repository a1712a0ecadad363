import { availableModes } from '@bar/domain';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { SelectedBar } from '../../../lib/bar-queries';
import { setBarOpen } from '../api/update-from-bar-manager';
import { barOpenTexts } from '../commands/command-texts';
import { useCommand } from '../commands/use-command';
import { ModeSwitch } from './mode-switch';
import { Panel } from './panel';

export const CLOSED_BAR_EXPLANATION = 'A closed bar prevents new orders to be processed from every sales channel';

/** Mode switches of the version, and whether the bar takes orders. */
export function ModesPanel({ bar, enabled }: { bar: SelectedBar; enabled: boolean }) {
  const open = useCommand<boolean>({ barId: bar.id, name: ['open'], send: (target, value) => setBarOpen(target, value), texts: barOpenTexts });
  return (
    <Panel title="Modes">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        {availableModes(bar.version).map((mode) => (
          <ModeSwitch key={mode} barId={bar.id} mode={mode} checked={bar.roboticSystem[mode] === true} disabled={!enabled} />
        ))}
      </Box>
      <Divider sx={{ my: 1.5 }} />
      <FormControlLabel
        control={<Switch checked={bar.open} disabled={!enabled || open.pending} onChange={(_event, value) => open.run(value)} />}
        label={bar.open ? 'Bar open' : 'Bar closed'}
      />
      <Typography variant="body2" color="text.secondary">
        {CLOSED_BAR_EXPLANATION}
      </Typography>
    </Panel>
  );
}
