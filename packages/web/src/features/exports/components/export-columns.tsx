import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PagedTableColumn } from '../../../components/paged-table/paged-table';
import { notifyError } from '../../../lib/notify';
import type { Format } from '../../../lib/format/format';
import { downloadExport } from '../api/download-export';
import type { ExportRow } from '../../../components/export-list-button/export-request';

const COLLECTIONS = ['Drink', 'AppOrder'] as const;
const TYPES = ['csv', 'excel'] as const;
const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

export function exportFileName(row: ExportRow): string {
  return `${row.collectionName.toLowerCase()}-export-${row.createdAt.slice(0, 10)}.${row.type === 'excel' ? 'xlsx' : 'csv'}`;
}

function FileCell({ row }: { row: ExportRow }) {
  const { t } = useTranslation('exports');
  if (row.filepath) {
    return (
      <Button size="small" variant="outlined" onClick={() => void downloadExport(row.barId, row.id, exportFileName(row)).catch((error) => notifyError(error))}>
        {t('download')}
      </Button>
    );
  }
  if (row.status === 'failed')
    return (
      <Typography variant="body2" color="error">
        {row.error ?? t('failed')}
      </Typography>
    );
  return (
    <Typography variant="body2" color="text.secondary">
      {row.progress !== null && row.progress !== undefined ? t('progress', { progress: row.progress }) : t('processing')}
    </Typography>
  );
}

/**
 * Columns of /export-requests: SPEC §2's Collection, User, File, Created At, plus each request's
 * file type and the days it covers; times in the bar's zone.
 */
export function exportColumns(timeZone: string, format: Format, t: TFunction<['exports', 'common']>): PagedTableColumn<ExportRow>[] {
  return [
    {
      field: 'collectionName',
      header: t('columns.collection'),
      sortable: true,
      render: (row) => (isOneOf(COLLECTIONS, row.collectionName) ? t(`collections.${row.collectionName}`) : row.collectionName),
    },
    { field: 'type', header: t('columns.type'), render: (row) => (isOneOf(TYPES, row.type) ? t(`types.${row.type}`) : row.type) },
    {
      field: 'search',
      header: t('columns.range'),
      render: (row) => format.dayRange(row.search.createdAt as { from?: unknown; to?: unknown } | undefined, timeZone),
      minWidth: 200,
    },
    { field: 'userDisplay', header: t('columns.user'), sortable: true },
    { field: 'filepath', header: t('columns.file'), priority: 1, render: (row) => <FileCell row={row} /> },
    { field: 'createdAt', header: t('columns.createdAt'), sortable: true, render: (row) => format.dateTime(row.createdAt, timeZone), minWidth: 130 },
  ];
}
