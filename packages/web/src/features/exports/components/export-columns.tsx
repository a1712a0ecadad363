import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PagedTableColumn } from '../../../components/paged-table/paged-table';
import { notifyError } from '../../../lib/notify';
import { formatDateTime } from '../../vouchers/format';
import { downloadExport } from '../api/download-export';
import type { ExportRow } from '../api/get-export-requests';

const COLLECTION_LABELS: Record<string, string> = { Drink: 'Drinks', AppOrder: 'App Orders' };

export function exportFileName(row: ExportRow): string {
  return `${row.collectionName.toLowerCase()}-export-${row.createdAt.slice(0, 10)}.${row.type === 'excel' ? 'xlsx' : 'csv'}`;
}

function FileCell({ row }: { row: ExportRow }) {
  if (row.filepath) {
    return (
      <Button size="small" variant="outlined" onClick={() => void downloadExport(row.id, exportFileName(row)).catch((error) => notifyError(error))}>
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

/** Columns of /export-requests (SPEC §2): Collection, User, File, Created At. */
export const exportColumns: PagedTableColumn<ExportRow>[] = [
  { field: 'collectionName', header: 'Collection', sortable: true, render: (row) => COLLECTION_LABELS[row.collectionName] ?? row.collectionName },
  { field: 'userDisplay', header: 'User', sortable: true },
  { field: 'filepath', header: 'File', render: (row) => <FileCell row={row} /> },
  { field: 'createdAt', header: 'Created At', sortable: true, render: (row) => formatDateTime(row.createdAt), minWidth: 130 },
];
