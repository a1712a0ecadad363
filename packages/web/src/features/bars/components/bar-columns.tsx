import Button from '@mui/material/Button';
import type { TFunction } from 'i18next';
import { BAR_VERSIONS, BAR_VERSION_LABELS, type BarVersion } from '@bar/domain';
import type { PagedTableColumn } from '../../../components/paged-table/paged-table';
import type { BarRow } from '../api/get-bars';

const VERSION_FILTER_OPTIONS = BAR_VERSIONS.map((version) => ({ value: version, label: BAR_VERSION_LABELS[version] }));

function versionLabel(version: string): string {
  return BAR_VERSION_LABELS[version as BarVersion] ?? version;
}

function coordinate(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

/** Columns of the bars list; `onImpersonate` is the per-row action. */
export function barColumns(onImpersonate: (bar: BarRow) => void, t: TFunction<'bars'>): PagedTableColumn<BarRow>[] {
  return [
    { field: 'name', header: t('columns.name'), sortable: true, filter: { type: 'text' } },
    {
      field: 'version',
      header: t('columns.version'),
      sortable: true,
      filter: { type: 'select', options: VERSION_FILTER_OPTIONS },
      render: (bar) => versionLabel(bar.version),
    },
    { field: 'placeName', header: t('columns.location'), sortable: true, filter: { type: 'text' } },
    {
      field: 'latitude',
      header: t('columns.latitude'),
      priority: 3,
      sortable: true,
      align: 'right',
      filter: { type: 'number' },
      render: (bar) => coordinate(bar.latitude),
    },
    {
      field: 'longitude',
      header: t('columns.longitude'),
      priority: 3,
      sortable: true,
      align: 'right',
      filter: { type: 'number' },
      render: (bar) => coordinate(bar.longitude),
    },
    { field: 'status', header: t('columns.status'), sortable: true },
    {
      field: 'actions',
      header: t('columns.actions'),
      priority: 1,
      align: 'right',
      render: (bar) => (
        <Button
          size="small"
          variant="outlined"
          aria-label={t('actions.impersonateBar', { name: bar.name })}
          onClick={(event) => {
            event.stopPropagation(); // the row itself opens the detail
            onImpersonate(bar);
          }}
        >
          {t('actions.impersonate')}
        </Button>
      ),
    },
  ];
}
