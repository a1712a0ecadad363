import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PagedTableColumn } from '../../../components/paged-table/paged-table';
import { notifyError } from '../../../lib/notify';
import { formatDateTimeInZone, formatRangeInZone } from '../../../lib/format-in-zone';
import { downloadExport } from '../api/download-export';
import type { ExportRow } from '../../../components/export-list-button/export-request';

const COLLECTION_LABELS: Record<string, string> = { Drink: 'Drinks', AppOrder: 'App Orders' };
const TYPE_LABELS: Record<string, string> = { csv: 'CSV', excel: 'Excel' };

export function exportFileName(row: ExportRow): string {
  return `${row.collectionName.toLowerCase()}-export-${row.createdAt.slice(0, 10)}.${row.type === 'excel' ? 'xlsx' : 'csv'}`;
}

function FileCell({ row }: { row: ExportRow }) {
  if (row.filepath) {
    return (
      <Button size="small" variant="outlined" onClick={() => void downloadExport(row.barId, row.id, exportFileName(row)).catch((error) => notifyError(error))}>
        Download now
      </Button>
    );
  }
  if (row.status === 'failed') return <Typography variant="body2" color="error">{row.error ?? 'Export failed.'}</Typography>;
  return (
    <Typography variant="body2" color="text.secondary">
      Export processing.{row.progress !== null && row.progress !== undefined ? ` ${row.progress}%` : ''}
    </Typography>
  );
}

/**
 * Columns of /export-requests: SPEC §2's Collection, User, File, Created At, plus each request's
 * file type and the days it covers; times in the bar's zone.
 */
export function exportColumns(timeZone: string): PagedTableColumn<ExportRow>[] {
  return [
    { field: 'collectionName', header: 'Collection', sortable: true, render: (row) => COLLECTION_LABELS[row.collectionName] ?? row.collectionName },
    { field: 'type', header: 'Type', render: (row) => TYPE_LABELS[row.type] ?? row.type },
    { field: 'search', header: 'Range', render: (row) => formatRangeInZone(row.search.createdAt as { from?: unknown; to?: unknown } | undefined, timeZone), minWidth: 200 },
    { field: 'userDisplay', header: 'User', sortable: true },
    { field: 'filepath', header: 'File', render: (row) => <FileCell row={row} /> },
    { field: 'createdAt', header: 'Created At', sortable: true, render: (row) => formatDateTimeInZone(row.createdAt, timeZone), minWidth: 130 },
  ];
}
