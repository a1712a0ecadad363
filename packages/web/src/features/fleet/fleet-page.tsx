import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FleetBarSummary } from '@bar/domain';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LiveDimmed } from '../../components/live-dimmed/live-dimmed';
import { PageTitle } from '../../components/page-title/page-title';
import { RestockRunLink } from '../../components/forecast/restock-run-link';
import { PagedTable } from '../../components/paged-table/paged-table';
import { LOCALES } from '../../lib/format/format';
import { relativeAgeText } from '../../lib/format/relative-age-text';
import { useFormat } from '../../lib/format/use-format';
import { toLanguage } from '../../lib/i18n/languages';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session-context';
import { useNow } from '../../lib/use-now';
import { fleetColumns } from './components/fleet-columns';
import { FleetToolbar } from './components/fleet-toolbar';
import { useFleet } from './use-fleet';
import { useFleetList } from './use-fleet-list';

/**
 * The page's one clock: who is offline (3 minutes after the last heartbeat), the order that depends
 * on it and every age shown move on together this often, not every second on every row.
 */
export const FLEET_CLOCK_MS = 10_000;

/**
 * /fleet: one live row per bar the user holds, sorted and filtered in memory, paged; a row selects
 * its bar and opens its Activity.
 */
export default function FleetPage() {
  const { t, i18n } = useTranslation('fleet');
  const { selectBar } = useSession();
  const navigate = useNavigate();
  const format = useFormat();
  const now = useNow(FLEET_CLOCK_MS);
  const fleet = useFleet();
  const list = useFleetList(fleet, now);

  const locale = LOCALES[toLanguage(i18n.resolvedLanguage ?? i18n.language)];
  const columns = useMemo(() => fleetColumns({ t, format, now, ageOf: (instant) => relativeAgeText(instant, now, locale) }), [t, format, now, locale]);
  const open = useCallback(
    (bar: FleetBarSummary) => {
      selectBar(bar.barId);
      navigate(paths.activity.href());
    },
    [selectBar, navigate],
  );

  return (
    <Box>
      <PageTitle title={t('title')} breadcrumbs={[{ label: t('title'), to: paths.fleet.href() }]} actions={<RestockRunLink />} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      <FleetToolbar view={list.view} counts={list.counts} onChange={list.setView} />
      <LiveDimmed>
        <PagedTable
          label={t('title')}
          controller={list}
          columns={columns}
          getRowId={(bar) => bar.barId}
          onRowClick={open}
          emptyText={list.total === 0 ? t('empty') : t('noMatch')}
        />
      </LiveDimmed>
    </Box>
  );
}
