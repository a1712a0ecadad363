import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { addDays as addCalendarDays } from 'date-fns';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can, deriveRole, type SalesChannel } from '@bar/domain';
import { PageTitle } from '../../components/page-title/page-title';
import { ErrorBoundary } from '../../components/error-boundary/error-boundary';
import { dayRangeProblem, dayText as pickedDayText } from '../../components/export-list-button/day-range';
import { DayRangeFields, type DayRange } from '../../components/export-list-button/day-range-fields';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session-context';
import type { SessionUser } from '../../lib/session-codec';
import { salesAnalyticsQuery, type AnalyticsAsk, type AnalyticsScope, type SalesAnalytics } from './api/get-sales-analytics';
import { analyticsCsv, dayText, downloadText, hasFigures, type CsvLabels, type FigureKey } from './analytics-figures';
import { useFigureText } from './use-figure-text';
import { SummaryCards } from './components/summary-cards';
import { AnalyticsTables } from './components/analytics-tables';

// The charts library is large: its chunk loads only when there are figures to draw.
const AnalyticsCharts = lazy(() => import('./components/analytics-charts'));

type View = 'charts' | 'table';

/** The last 7 days, today included (the browser's calendar): what the page shows first. */
function lastWeek(): DayRange {
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  return { from: addCalendarDays(today, -6), to: today };
}

/** Whether the user manages more than one bar (ADMIN and above), so that "All my bars" means more than this bar. */
function managesSeveralBars(user: SessionUser | null): boolean {
  if (!user) return false;
  if (user.superadmin) return true;
  return new Set(user.roles.filter((grant) => can(deriveRole(user, grant.barId), 'manageBar')).map((grant) => grant.barId)).size > 1;
}

function FiguresView({ analytics, view }: { analytics: SalesAnalytics; view: View }) {
  const { t } = useTranslation('analytics');
  const text = useFigureText(analytics.currency);
  if (!hasFigures(analytics)) return <Alert severity="info">{t('empty')}</Alert>;
  return (
    <>
      <SummaryCards analytics={analytics} text={text} />
      {view === 'table' ? (
        <AnalyticsTables analytics={analytics} text={text} />
      ) : (
        <ErrorBoundary resetKey={`${analytics.current.from}-${analytics.current.to}`}>
          <Suspense fallback={<Skeleton variant="rounded" height={480} aria-label={t('loading')} />}>
            <AnalyticsCharts analytics={analytics} text={text} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}

/** /analytics: sales and service figures of the selected bar, or of every bar the user manages, over chosen days beside the days before them. */
export function AnalyticsView({ barId }: { barId: string }) {
  const { t } = useTranslation(['analytics', 'common']);
  const { user } = useSession();
  const [days, setDays] = useState<DayRange>(lastWeek);
  const [scope, setScope] = useState<AnalyticsScope>('bar');
  const [view, setView] = useState<View>('charts');
  const [ask, setAsk] = useState<AnalyticsAsk>(() => ({ scope: 'bar', barId, from: pickedDayText(days.from), to: pickedDayText(days.to) }));
  const query = useQuery({ ...salesAnalyticsQuery({ ...ask, barId }), placeholderData: keepPreviousData });
  const problem = dayRangeProblem(days.from, days.to);
  const analytics = query.data;

  const labels = (): CsvLabels => ({
    figureHeader: t('table.figure'),
    figure: (key: FigureKey) => t(`figures.${key}`),
    channel: (channel: SalesChannel) => t(`channels.${channel}`),
    total: t('table.total'),
    current: t('table.current'),
    previous: t('table.previous'),
    day: t('table.day'),
    previousDay: t('table.previousDay'),
    hour: t('table.hour'),
    recipe: t('table.recipe'),
    drinks: t('table.drinks'),
    revenue: t('table.revenue'),
    previousDrinks: t('table.previousDrinks'),
    previousRevenue: t('table.previousRevenue'),
  });
  const download = () => {
    if (!analytics) return;
    downloadText(analyticsCsv(analytics, labels()), t('fileName', { from: analytics.current.from, to: analytics.current.to }));
  };

  return (
    <Box>
      <PageTitle
        title={t('title')}
        breadcrumbs={[{ label: t('title'), to: paths.analytics.href() }]}
        actions={
          <Button variant="outlined" startIcon={<DownloadIcon />} disabled={!analytics || !hasFigures(analytics)} onClick={download}>
            {t('download')}
          </Button>
        }
      />
      <Box
        component="form"
        aria-label={t('dateRange')}
        sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', mb: 1 }}
        onSubmit={(e) => {
          e.preventDefault();
          if (!problem) setAsk({ scope, barId, from: pickedDayText(days.from), to: pickedDayText(days.to) });
        }}
      >
        {managesSeveralBars(user) ? (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={scope}
            onChange={(_, value: AnalyticsScope | null) => value && setScope(value)}
            aria-label={t('scope.label')}
          >
            <ToggleButton value="bar">{t('scope.bar')}</ToggleButton>
            <ToggleButton value="all">{t('scope.all')}</ToggleButton>
          </ToggleButtonGroup>
        ) : null}
        <DayRangeFields value={days} onChange={setDays} />
        <Button type="submit" variant="contained" disabled={Boolean(problem)}>
          {t('show')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between', mb: 2 }}>
        <Box>
          {analytics ? (
            <Typography variant="body2" color="text.secondary">
              {t('period', {
                from: dayText(analytics.current.from),
                to: dayText(analytics.current.to),
                previousFrom: dayText(analytics.previous.from),
                previousTo: dayText(analytics.previous.to),
              })}
              {' · '}
              {t('zones')}
            </Typography>
          ) : null}
          {analytics && ask.scope === 'all' ? (
            <Typography variant="body2" color="text.secondary">
              {t('barsCovered', { names: analytics.bars.map((b) => b.name).join(', ') })}
            </Typography>
          ) : null}
        </Box>
        <ToggleButtonGroup size="small" exclusive value={view} onChange={(_, value: View | null) => value && setView(value)} aria-label={t('view.label')}>
          <ToggleButton value="charts">{t('view.charts')}</ToggleButton>
          <ToggleButton value="table">{t('view.table')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {analytics?.currency === null ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('mixedCurrencies')}
        </Alert>
      ) : null}
      {query.isPending ? (
        <Skeleton variant="rounded" height={320} aria-label={t('loading')} />
      ) : query.isError && !analytics ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('failed')}
        </Alert>
      ) : analytics ? (
        <Box sx={{ opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-busy={query.isFetching}>
          <FiguresView analytics={analytics} view={view} />
        </Box>
      ) : null}
    </Box>
  );
}

export default function AnalyticsPage() {
  const { selectedBarId } = useSession();
  return selectedBarId ? <AnalyticsView barId={selectedBarId} /> : null;
}
