import Box from '@mui/material/Box';
import { DEFAULT_PAGE_SIZE, EXPORTS_REFRESH_MS, type ExportType } from '@bar/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListController } from '../../components/list/use-list-controller';
import { PageTitle } from '../../components/page-title/page-title';
import { PagedTable } from '../../components/paged-table/paged-table';
import { paths } from '../../lib/paths';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useSession } from '../../lib/session-context';
import { useBarTimeZone } from '../../lib/bar-time-zone';
import { useFormat } from '../../lib/format/use-format';
import { EXPORTS_LIST_PATH, exportRequestsQueryOptions } from './api/get-export-requests';
import type { CreatedRange, ExportRow } from '../../components/export-list-button/export-request';
import { useCreateExportRequest } from '../../components/export-list-button/create-export-request';
import { exportColumns } from './components/export-columns';
import { DateRangeBar } from './components/date-range-bar';

/** /export-requests: the bar's exports, refreshed every 10 s until their files are ready. */
export function ExportRequestsView({ barId }: { barId: string }) {
  const { t } = useTranslation(['exports', 'common']);
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
  const format = useFormat();
  const columns = useMemo(() => exportColumns(timeZone, format, t), [timeZone, format, t]);
  const create = useCreateExportRequest(barId);
  const onExport = (r: CreatedRange, collectionName: 'Drink' | 'AppOrder', type: ExportType) =>
    create.mutate(
      { collectionName, type, search: { createdAt: r } },
      { onSuccess: () => notifySuccess(t('common:exportList.created')), onError: (error) => notifyError(error, t('common:exportList.creationError')) },
    );
  return (
    <Box>
      <PageTitle title={t('title')} breadcrumbs={[{ label: t('title'), to: paths.exportRequests.href() }]} />
      <DateRangeBar timeZone={timeZone} onApply={setRange} onExport={onExport} exporting={create.isPending} />
      <PagedTable label={t('title')} controller={list} columns={columns} />
    </Box>
  );
}

export default function ExportRequestsPage() {
  const { selectedBarId } = useSession();
  return selectedBarId ? <ExportRequestsView barId={selectedBarId} /> : null;
}
