import { availableModes } from '@bar/domain';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { useTranslation } from 'react-i18next';
import type { ConfirmRequest } from '../../../components/confirm-dialog/confirm-dialog';
import type { SelectedBar } from '../../../lib/bar-queries';
import { ModeSwitch } from './mode-switch';
import { OpenSwitch } from './open-switch';
import { Panel } from './panel';

interface Props {
  bar: SelectedBar;
  /** The user may control the bar and it is online. */
  enabled: boolean;
  /** The user may close the bar now, online or not. */
  closeEnabled: boolean;
  online: boolean;
  ask: (request: ConfirmRequest, action: () => void) => void;
}

/** Mode switches of the version, and whether the bar takes orders. */
export function ModesPanel({ bar, enabled, closeEnabled, online, ask }: Props) {
  const { t } = useTranslation('activity');
  return (
    <Panel title={t('panels.modes')}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        {availableModes(bar.version).map((mode) => (
          <ModeSwitch key={mode} barId={bar.id} mode={mode} checked={bar.roboticSystem[mode] === true} disabled={!enabled} />
        ))}
      </Box>
      <Divider sx={{ my: 1.5 }} />
      <OpenSwitch bar={bar} online={online} canOpen={enabled} canClose={closeEnabled} ask={ask} />
    </Panel>
  );
}
