import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DEFAULT_PAGE_SIZE } from '@bar/domain';
import { useMemo } from 'react';
import { useListController } from '../../components/list/use-list-controller';
import { PageTitle } from '../../components/page-title/page-title';
import { PagedTable } from '../../components/paged-table/paged-table';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session-context';
import { useBarTimeZone } from '../../lib/bar-time-zone';
import { AUDIT_TIMELINE_PATH, auditTimelineQueryOptions, type AuditRow } from './api/get-audit-timeline';
import { useAuditActionOptions } from './api/get-audit-actions';
import { auditColumns } from './components/audit-columns';
import { AuditDayRange } from './components/audit-day-range';
import { TIMELINE_FILTERS } from './timeline-query';

/** /audit: who did what on the bar and when, and what was refused; filters and page in the URL. */
export function AuditView({ barId }: { barId: string }) {
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
  const columns = useMemo(() => auditColumns(timeZone, actionOptions), [timeZone, actionOptions]);
  return (
    <Box>
      <PageTitle title="Audit" breadcrumbs={[{ label: 'Audit', to: paths.audit.href() }]} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Changes made on this bar and calls refused. Days and times in the bar&apos;s time zone ({timeZone}).
      </Typography>
      <Box role="group" aria-label="Date range" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <AuditDayRange from={list.state.filters.from} to={list.state.filters.to} onChange={(field, day) => list.setFilter(field, day)} />
      </Box>
      <PagedTable label="Audit" controller={list} columns={columns} emptyText="No Results" />
    </Box>
  );
}

export default function AuditPage() {
  const { selectedBarId } = useSession();
  return selectedBarId ? <AuditView barId={selectedBarId} /> : null;
}
