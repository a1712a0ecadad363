import { VIZ_THEMES } from '@bar/domain';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import type { SelectedBar } from '../../../lib/bar-queries';
import { restartViz } from '../api/restart-viz';
import { setVizTheme, type VizTheme } from '../api/update-from-bar-manager';
import { RESTART_VIZ, VIZ_THEME } from '../commands/command-texts';
import { useCommand } from '../commands/use-command';
import { CommandButton } from './command-button';
import { Panel } from './panel';

/** The bar's visualisation screen: its theme and a restart. */
export function VizPanel({ bar, enabled }: { bar: SelectedBar; enabled: boolean }) {
  const { t } = useTranslation('activity');
  const theme = useCommand<VizTheme>({ barId: bar.id, name: ['theme'], send: (target, value) => setVizTheme(target, value), texts: VIZ_THEME });
  const restart = useCommand({ barId: bar.id, name: ['restartViz'], send: restartViz, texts: RESTART_VIZ });
  return (
    <Panel title={t('panels.viz')}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={bar.theme}
          aria-label={t('viz.theme')}
          disabled={!enabled || theme.pending}
          onChange={(_event, value: VizTheme | null) => {
            if (value && value !== bar.theme) theme.run(value);
          }}
        >
          {VIZ_THEMES.map((value) => (
            <ToggleButton key={value} value={value}>
              {t(`viz.themes.${value}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <CommandButton label={t('viz.restart')} pending={restart.pending} disabled={!enabled} onClick={() => restart.run()} />
      </Box>
    </Panel>
  );
}
