import { can, canMoveConveyors, isOnline } from '@bar/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveDimmed } from '../../components/live-dimmed/live-dimmed';
import { PageTitle } from '../../components/page-title/page-title';
import { useLiveLost } from '../../lib/live/live-context';
import { useSession } from '../../lib/session-context';
import type { SelectedBar } from '../../lib/bar-queries';
import { useConfirm } from '../../components/confirm-dialog/use-confirm';
import { BarStatusLine } from './components/bar-status-line';
import { ControlPanel } from './components/control-panel';
import { ModesPanel } from './components/modes-panel';
import { Panel } from './components/panel';
import { RecentCommands } from './components/recent-commands';
import { RobotCard } from './components/robot-card';
import { VizPanel } from './components/viz-panel';
import { useNow } from '../../lib/use-now';

// Today's figures sit below the live controls: their code (cards, lists, the charts' loader) comes after first paint.
const Dashboard = lazy(() => import('./dashboard/dashboard').then((module) => ({ default: module.Dashboard })));
// the next bottles to run out come after first paint too (Activity's first chunk is near its budget)
const RunOutPanel = lazy(() => import('./forecast/run-out-panel').then((module) => ({ default: module.RunOutPanel })));

/** The live controls are pressed with fingers on bar tablets: every one at least 44 × 44 px. */
const TOUCH_TARGETS = {
  '& .MuiButton-root, & .MuiIconButton-root, & .MuiToggleButton-root': { minHeight: 44, minWidth: 44 },
  '& .MuiFormControlLabel-root': { minHeight: 44 },
} as const;

/**
 * / with a bar selected: the live state and controls of the bar, then today's dashboard. `alarms` is
 * the bar's alarm list, which the route puts first among the live panels.
 */
export function ActivityView({ bar, alarms }: { bar: SelectedBar; alarms?: ReactNode }) {
  const { t } = useTranslation('activity');
  const { role } = useSession();
  const now = useNow();
  const confirm = useConfirm();
  const allowed = can(role, 'controlBar');
  const online = isOnline(bar.liveCheck, now);
  // Without the live link the screen may be out of date: no commands on what it shows.
  const liveLost = useLiveLost();
  const enabled = allowed && online && !liveLost;
  // closing stays possible while the bar is offline: the server enforces it at once
  const closeEnabled = allowed && !liveLost;
  const ms1 = bar.version === 'ms1';
  const conveyorsMovable = canMoveConveyors(bar.robots);

  return (
    <Box>
      <PageTitle title={bar.name} breadcrumbs={[{ label: t('title') }, { label: bar.name }]} actions={<BarStatusLine bar={bar} now={now} />} />
      {!allowed ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('readOnly')}
        </Alert>
      ) : !online ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('offlineControls')}
        </Alert>
      ) : null}
      <LiveDimmed>
        <Box
          data-live-controls
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start', ...TOUCH_TARGETS }}
        >
          {alarms}
          <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
            <ControlPanel bar={bar} now={now} enabled={enabled} allowed={allowed} ask={confirm.ask} />
            <VizPanel bar={bar} enabled={enabled} />
          </Box>
          <ModesPanel bar={bar} enabled={enabled} closeEnabled={closeEnabled} online={online} ask={confirm.ask} />
          <Suspense fallback={null}>
            <RunOutPanel barId={bar.id} />
          </Suspense>
          <Panel title={t('panels.robots')} sx={{ gridColumn: '1 / -1' }}>
            {ms1 ? (
              <Alert severity={conveyorsMovable ? 'info' : 'warning'} sx={{ mb: 1.5 }}>
                {t('conveyorsNeedStop')}
              </Alert>
            ) : null}
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))' }}>
              {bar.robots.map((robot, index) => (
                <RobotCard key={robot.id} bar={bar} robot={robot} index={index} enabled={enabled} conveyorsMovable={conveyorsMovable} ask={confirm.ask} />
              ))}
            </Box>
          </Panel>
          <RecentCommands barId={bar.id} />
        </Box>
        <Suspense fallback={null}>
          <Dashboard bar={bar} />
        </Suspense>
      </LiveDimmed>
      {confirm.dialog}
    </Box>
  );
}

/** The '/' route; the guard shows 'Please select a bar to start.' until a bar is chosen. */
export default function ActivityPage({ alarms }: { alarms?: ReactNode }) {
  const { selectedBar } = useSession();
  return selectedBar ? <ActivityView bar={selectedBar} alarms={alarms} /> : null;
}
