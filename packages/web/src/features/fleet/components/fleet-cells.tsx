import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import WifiIcon from '@mui/icons-material/Wifi';
import WifiOffIcon from '@mui/icons-material/WifiOff';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { isOnline, type FleetBarSummary, type FleetRobot } from '@bar/domain';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { Format } from '../../../lib/format/format';

export type FleetT = TFunction<'fleet'>;

/** What every cell needs besides its row: texts, formats and the page's clock. */
export interface FleetCellContext {
  t: FleetT;
  format: Format;
  now: Date;
  /** '5 minutes ago' at the page's clock, in the language in use. */
  ageOf: (instant: string) => string;
}

/** One cell of a bar's row. */
export type FleetCell = (bar: FleetBarSummary, context: FleetCellContext) => ReactNode;

const chips = { display: 'flex', flexWrap: 'wrap', gap: 0.5 } as const;

/** Outlined, so the palette's text colours (AA on light and dark paper) carry the meaning with the word. */
function Tag({ label, color = 'default', icon }: { label: string; color?: ChipProps['color']; icon?: ChipProps['icon'] }) {
  return <Chip size="small" variant="outlined" color={color} icon={icon} label={label} />;
}

function Note({ children }: { children: ReactNode }) {
  return (
    <Typography variant="caption" color="text.secondary" component="div">
      {children}
    </Typography>
  );
}

export const barCell: FleetCell = (bar) => (
  <>
    <Typography variant="body2" component="div" sx={{ fontWeight: 600 }}>
      {bar.name}
    </Typography>
    <Note>{bar.version}</Note>
  </>
);

/** Online or offline with the data's age, open or closed, maintenance, and the bar's own status line. */
export const statusCell: FleetCell = (bar, { t, now, ageOf }) => {
  const online = isOnline(bar.liveCheck, now);
  return (
    <>
      <Box sx={chips}>
        {online ? <Tag color="success" icon={<WifiIcon />} label={t('online')} /> : <Tag color="error" icon={<WifiOffIcon />} label={t('offline')} />}
        <Tag color={bar.open ? 'default' : 'warning'} label={bar.open ? t('open') : t('closed')} />
        {bar.maintenance ? <Tag color="info" label={t('maintenance')} /> : null}
      </Box>
      <Note>
        {online ? bar.status : t('offlinePrevious', { status: bar.status })} · {bar.liveCheck ? t('heard', { age: ageOf(bar.liveCheck) }) : t('neverHeard')}
      </Note>
    </>
  );
};

const ROBOT_TONE: Array<[ChipProps['color'], ReadonlySet<string>]> = [
  ['error', new Set(['ABORTED', 'EMERGENCY'])],
  ['warning', new Set(['STOP', 'STOPPED'])],
  ['success', new Set(['RUNNING'])],
];
const robotTone = (status: string): ChipProps['color'] => ROBOT_TONE.find(([, statuses]) => statuses.has(status))?.[0] ?? 'default';

/** How many robots run, then one chip per state with its robots' names. */
export const robotsCell: FleetCell = (bar, { t }) => {
  if (bar.robots.length === 0) return <Note>{t('noRobots')}</Note>;
  const byStatus = new Map<string, FleetRobot[]>();
  for (const robot of bar.robots) byStatus.set(robot.status, [...(byStatus.get(robot.status) ?? []), robot]);
  return (
    <>
      <Typography variant="body2" component="div">
        {t('robotsRunning', { running: byStatus.get('RUNNING')?.length ?? 0, total: bar.robots.length })}
      </Typography>
      <Box sx={chips}>
        {[...byStatus].map(([status, robots]) => (
          <Chip
            key={status}
            size="small"
            variant="outlined"
            color={robotTone(status)}
            label={`${robots.map((robot) => robot.tagName).join(', ')} ${status}`}
            title={robots.map((robot) => robot.displayName).join(', ')}
          />
        ))}
      </Box>
    </>
  );
};

export const queueCell: FleetCell = (bar, { t, ageOf }) =>
  bar.queue.count === 0 ? (
    <Note>{t('queueEmpty')}</Note>
  ) : (
    <>
      <Typography variant="body2" component="div">
        {t('drinks', { count: bar.queue.count })}
      </Typography>
      {bar.queue.oldestCreatedAt ? <Note>{t('oldest', { age: ageOf(bar.queue.oldestCreatedAt) })}</Note> : null}
    </>
  );

/** Drinks delivered since the bar's midnight and what they took, in the bar's currency. */
export const todayCell: FleetCell = (bar, { t, format }) => (
  <>
    <Typography variant="body2" component="div">
      {t('drinks', { count: bar.today.drinks })}
    </Typography>
    <Note>{format.price(bar.today.revenue, { code: bar.currency })}</Note>
  </>
);

export const bottlesCell: FleetCell = (bar, { t }) =>
  bar.bottles.low + bar.bottles.empty === 0 ? (
    <Note>{t('bottlesFine')}</Note>
  ) : (
    <Box sx={chips}>
      {bar.bottles.empty > 0 ? <Tag color="error" label={t('bottlesEmpty', { count: bar.bottles.empty })} /> : null}
      {bar.bottles.low > 0 ? <Tag color="warning" label={t('bottlesLow', { count: bar.bottles.low })} /> : null}
    </Box>
  );

/** Open alarms by severity, each with its icon: colour is never the only sign. */
export const alarmsCell: FleetCell = (bar, { t }) =>
  bar.alarms.critical + bar.alarms.warning === 0 ? (
    <Note>{t('noAlarms')}</Note>
  ) : (
    <Box sx={chips}>
      {bar.alarms.critical > 0 ? <Tag color="error" icon={<ErrorOutlineIcon />} label={t('critical', { count: bar.alarms.critical })} /> : null}
      {bar.alarms.warning > 0 ? <Tag color="warning" icon={<WarningAmberIcon />} label={t('warnings', { count: bar.alarms.warning })} /> : null}
    </Box>
  );
