import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DEFAULT_PAGE_SIZE } from '@bar/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useListController } from '../../components/list/use-list-controller';
import { PageTitle } from '../../components/page-title/page-title';
import { PagedTable } from '../../components/paged-table/paged-table';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session-context';
import { useBarTimeZone } from '../../lib/bar-time-zone';
import { useFormat } from '../../lib/format/use-format';
import { AUDIT_TIMELINE_PATH, auditTimelineQueryOptions, type AuditRow } from './api/get-audit-timeline';
import { useAuditActionOptions } from './api/get-audit-actions';
import { auditColumns } from './components/audit-columns';
import { AuditDayRange } from './components/audit-day-range';
import { TIMELINE_FILTERS } from './timeline-query';

/** /audit: who did what on the bar and when, and what was refused; filters and page in the URL. */
export function AuditView({ barId }: { barId: string }) {
  const { t } = useTranslation('audit');
  const timeZone = useBarTimeZone(barId);
  const queryOptions = useMemo(() => auditTimelineQueryOptions(barId, timeZone), [barId, timeZone]);
  const list = useListController<AuditRow>({
    resource: AUDIT_TIMELINE_PATH,
    defaultPerPage: DEFAULT_PAGE_SIZE,
    firstPage: 0,
    defaultSort: { field: 'at', order: -1 },
    sortableFields: ['at', 'email', 'outcome'],
    filterableFields: TIMELINE_FILTERS,
    queryOptions,
  });
  const actionOptions = useAuditActionOptions(barId);
  const format = useFormat();
  const columns = useMemo(() => auditColumns(timeZone, actionOptions, format, t), [timeZone, actionOptions, format, t]);
  return (
    <Box>
      <PageTitle title={t('title')} breadcrumbs={[{ label: t('title'), to: paths.audit.href() }]} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('intro', { timeZone })}
      </Typography>
      <Box role="group" aria-label={t('dateRange')} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <AuditDayRange from={list.state.filters.from} to={list.state.filters.to} onChange={(field, day) => list.setFilter(field, day)} />
      </Box>
      <PagedTable label={t('title')} controller={list} columns={columns} />
    </Box>
  );
}

export default function AuditPage() {
  const { selectedBarId } = useSession();
  return selectedBarId ? <AuditView barId={selectedBarId} /> : null;
}
