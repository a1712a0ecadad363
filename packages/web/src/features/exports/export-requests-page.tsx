import Box from '@mui/material/Box';
import { DEFAULT_PAGE_SIZE, EXPORTS_REFRESH_MS, type ExportType } from '@bar/domain';
import { useMemo, useState } from 'react';
import { useListController } from '../../components/list/use-list-controller';
import { PageTitle } from '../../components/page-title/page-title';
import { PagedTable } from '../../components/paged-table/paged-table';
import { paths } from '../../lib/paths';
import { notifyError, notifySuccess } from '../../lib/notify';
import { EXPORT_CREATED_MESSAGE } from '../../components/export-list-button/export-list-button';
import { useSession } from '../../lib/session-context';
import { useBarTimeZone } from '../../lib/bar-time-zone';
import { EXPORTS_LIST_PATH, exportRequestsQueryOptions } from './api/get-export-requests';
import type { CreatedRange, ExportRow } from '../../components/export-list-button/export-request';
import { useCreateExportRequest } from '../../components/export-list-button/create-export-request';
import { exportColumns } from './components/export-columns';
import { DateRangeBar } from './components/date-range-bar';

/** /export-requests: the bar's exports, refreshed every 10 s until their files are ready. */
export function ExportRequestsView({ barId }: { barId: string }) {
  const timeZone = useBarTimeZone(barId);
  const [range, setRange] = useState<CreatedRange | null>(null);
  const queryOptions = useMemo(() => exportRequestsQueryOptions(barId, range), [barId, range]);
  const list = useListController<ExportRow>({
    resource: EXPORTS_LIST_PATH,
    defaultPerPage: DEFAULT_PAGE_SIZE,
    firstPage: 0,
    defaultSort: { field: 'createdAt', order: -1 },
    sortableFields: ['createdAt', 'collectionName', 'userDisplay'],
    filterableFields: [],
    queryOptions,
    refetchInterval: EXPORTS_REFRESH_MS,
  });
  const columns = useMemo(() => exportColumns(timeZone), [timeZone]);
  const create = useCreateExportRequest(barId);
  const onExport = (r: CreatedRange, collectionName: 'Drink' | 'AppOrder', type: ExportType) =>
    create.mutate(
      { collectionName, type, search: { createdAt: r } },
      { onSuccess: () => notifySuccess(EXPORT_CREATED_MESSAGE), onError: (error) => notifyError(error, 'Export creation error!') },
    );
  return (
    <Box>
      <PageTitle title="Exports" breadcrumbs={[{ label: 'Exports', to: paths.exportRequests.href() }]} />
      <DateRangeBar timeZone={timeZone} onApply={setRange} onExport={onExport} exporting={create.isPending} />
      <PagedTable label="Exports" controller={list} columns={columns} emptyText="No Results" />
    </Box>
  );
}

export default function ExportRequestsPage() {
  const { selectedBarId } = useSession();
  return selectedBarId ? <ExportRequestsView barId={selectedBarId} /> : null;
}
