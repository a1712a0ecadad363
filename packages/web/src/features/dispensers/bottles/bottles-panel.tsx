import { useCallback, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { dispenserCellState } from '@bar/domain';
import { PageLoader } from '../../../components/page-loader/page-loader';
import { useLiveMessages } from '../../../lib/live/live-context';
import { useSession } from '../../../lib/session-context';
import { dispensersQueryKey, dispensersQueryOptions } from '../api/get-dispensers';
import type { BottleCell } from '../api/types';
import { BottleMap, BottleMapLegend } from './bottle-map';
import { EditBottleDialog } from './edit-bottle-dialog';
import { LowBottlesList } from './low-bottles-list';
import { RunOutList } from './run-out-list';
import { barForecastQuery } from '../../../components/forecast/bar-forecast-query';
import { useRunOutText } from '../../../components/forecast/run-out-text';

type ListsCarrier = { bottleAlarm?: unknown; bottleWarning?: unknown } | null | undefined;
const listsKey = (bar: ListsCarrier) => JSON.stringify([bar?.bottleAlarm ?? [], bar?.bottleWarning ?? []]);

/** The bottles tab: the hexagon map, refreshed live when the bar's bottle lists move. */
export function BottlesPanel({ barId, canEdit }: { barId: string; canEdit: boolean }) {
  const { t } = useTranslation('dispensers');
  const queryClient = useQueryClient();
  const query = useQuery(dispensersQueryOptions<BottleCell>('bottles', barId));
  const [editing, setEditing] = useState<BottleCell | null>(null);
  // the run-out forecast beside the levels; the map works without it
  const forecast = useQuery(barForecastQuery(barId)).data;
  const runOutText = useRunOutText(forecast);
  const runOuts = useMemo(() => {
    const texts = new Map<string, { text: string; soon: boolean }>();
    for (const d of forecast?.dispensers ?? []) texts.set(d.dispenserId, { text: runOutText(d), soon: d.beforeClosing });
    return texts;
  }, [forecast, runOutText]);
  // A cell changing state (operator edit or the bar consuming) changes the bar's bottle lists, which
  // the bar message carries; heartbeats also send it, so reload only when the lists moved.
  const { selectedBar } = useSession();
  const lastLists = useRef(listsKey(selectedBar));
  useLiveMessages(
    (message, messageBarId) => {
      if (messageBarId !== barId) return;
      const key = listsKey(message.payload as ListsCarrier);
      if (key === lastLists.current) return;
      lastLists.current = key;
      void queryClient.invalidateQueries({ queryKey: dispensersQueryKey(barId, 'bottles') });
    },
    ['bar'],
  );
  const open = useCallback((cell: BottleCell) => setEditing(cell), []);
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <Alert severity="error">{t('bottles.loadFailed')}</Alert>;
  const cells = query.data;
  if (cells.length === 0) return <Typography color="text.secondary">{t('bottles.empty')}</Typography>;
  const counts = cells.reduce<Record<string, number>>((acc, c) => {
    const s = dispenserCellState(c);
    acc[s] = (acc[s] ?? 0) + 1;
    return acc;
  }, {});
  const summary = (
    <Typography variant="body2" color="text.secondary" noWrap>
      {t('bottles.summary', { count: cells.length - (counts.fake ?? 0), warning: counts.warning ?? 0, empty: counts.danger ?? 0 })}
    </Typography>
  );
  return (
    <Stack spacing={2}>
      <BottleMapLegend />
      {/* the list sits beside the map on landscape screens, under it on portrait tablets */}
      <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 240px' } }}>
        <BottleMap cells={cells} onOpen={canEdit ? open : undefined} summary={summary} runOuts={runOuts} />
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <LowBottlesList cells={cells} onOpen={canEdit ? open : undefined} runOuts={runOuts} />
          {forecast ? <RunOutList forecast={forecast} cells={cells} onOpen={canEdit ? open : undefined} /> : null}
        </Stack>
      </Box>
      {canEdit ? <EditBottleDialog cell={editing} barId={barId} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
