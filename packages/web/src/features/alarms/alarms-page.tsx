import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DEFAULT_PAGE_SIZE } from '@bar/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionalDayRange } from '../../components/day-range/optional-day-range';
import { useConfirm } from '../../components/confirm-dialog/use-confirm';
import { useListController } from '../../components/list/use-list-controller';
import { PageTitle } from '../../components/page-title/page-title';
import { PagedTable } from '../../components/paged-table/paged-table';
import { useFormat } from '../../lib/format/use-format';
import { useLiveMessages } from '../../lib/live/live-context';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session-context';
import { DEFAULT_INBOX_FILTERS, INBOX_FILTERS } from './alarm-query';
import { alarmTitle } from './alarm-texts';
import { ALARMS_PATH, type AlarmRow } from './api/alarm-row';
import { alarmsQueryOptions } from './api/get-alarms';
import { inboxBarsQuery } from './api/get-inbox-bars';
import { alarmColumns } from './components/alarm-columns';
import { AssignDialog } from './components/assign-dialog';
import { NotesDialog } from './components/notes-dialog';
import { AlertControls } from './notifications/alert-controls';
import { useAlarmActions } from './use-alarm-actions';
import { useAlarmAges } from './use-alarm-ages';

const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * /alarms: the alarms of every bar the user holds a role on (all bars for a super administrator),
 * paged and filtered on the server, with the actions the user's role on each alarm's bar allows.
 */
export default function AlarmsPage() {
  const { t } = useTranslation('alarms');
  const { user } = useSession();
  const format = useFormat();
  const ageOf = useAlarmAges();
  const bars = useQuery(inboxBarsQuery(user?.id ?? null));
  const zones = useMemo(() => new Map((bars.data ?? []).map((bar) => [bar.id, bar.timeZone])), [bars.data]);
  const barOptions = useMemo(() => (bars.data ?? []).map((bar) => ({ value: bar.id, label: bar.name })), [bars.data]);

  // The days of From/To are the chosen bar's; across bars, the viewer's own.
  const queryOptions = useMemo(() => alarmsQueryOptions((barId) => (barId && zones.get(barId)) || viewerZone()), [zones]);
  const list = useListController<AlarmRow>({
    resource: ALARMS_PATH,
    defaultPerPage: DEFAULT_PAGE_SIZE,
    firstPage: 0,
    defaultFilters: DEFAULT_INBOX_FILTERS,
    sortableFields: [],
    filterableFields: INBOX_FILTERS,
    queryOptions,
  });
  // an alarm of the selected bar changed: read the page again
  const { refetch } = list;
  useLiveMessages(() => refetch(), ['alarm']);

  const actions = useAlarmActions();
  const confirm = useConfirm();
  const [assigning, setAssigning] = useState<AlarmRow | null>(null);
  const [noting, setNoting] = useState<AlarmRow | null>(null);
  const { ask } = confirm;
  const { acknowledge, clear, pendingId } = actions;
  const columns = useMemo(
    () =>
      alarmColumns({
        t,
        format,
        zoneOf: (barId) => zones.get(barId),
        ageOf,
        barOptions,
        user,
        pendingId,
        actions: {
          onAcknowledge: acknowledge,
          onAssign: setAssigning,
          onNotes: setNoting,
          onClear: (alarm) =>
            ask({ title: t('actions.clear'), message: t('confirmClear', { alarm: alarmTitle(t, alarm) }), confirmLabel: t('actions.clear') }, () =>
              clear(alarm),
            ),
        },
      }),
    [t, format, zones, ageOf, barOptions, user, pendingId, acknowledge, clear, ask],
  );

  return (
    <Box>
      <PageTitle title={t('title')} breadcrumbs={[{ label: t('title'), to: paths.alarms.href() }]} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('intro')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', mb: 1 }}>
        <Box role="group" aria-label={t('dateRange')} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <OptionalDayRange
            from={list.state.filters.from}
            to={list.state.filters.to}
            onChange={(field, day) => list.setFilter(field, day)}
            reversedText={t('reversed')}
          />
        </Box>
        <AlertControls />
      </Box>
      <PagedTable label={t('title')} controller={list} columns={columns} />
      <AssignDialog alarm={assigning} onAssign={actions.assign} onClose={() => setAssigning(null)} />
      <NotesDialog alarm={noting} onSave={actions.note} onClose={() => setNoting(null)} />
      {confirm.dialog}
    </Box>
  );
}
