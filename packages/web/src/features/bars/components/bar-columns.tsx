import Button from '@mui/material/Button';
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
export function barColumns(onImpersonate: (bar: BarRow) => void): PagedTableColumn<BarRow>[] {
  return [
    { field: 'name', header: 'Name', sortable: true, filter: { type: 'text' } },
    {
      field: 'version',
      header: 'Version',
      sortable: true,
      filter: { type: 'select', options: VERSION_FILTER_OPTIONS },
      render: (bar) => versionLabel(bar.version),
    },
    { field: 'placeName', header: 'Location', sortable: true, filter: { type: 'text' } },
    {
      field: 'latitude',
      header: 'Latitude',
      sortable: true,
      align: 'right',
      filter: { type: 'number' },
      render: (bar) => coordinate(bar.latitude),
    },
    {
      field: 'longitude',
      header: 'Longitude',
      sortable: true,
      align: 'right',
      filter: { type: 'number' },
      render: (bar) => coordinate(bar.longitude),
    },
    { field: 'status', header: 'Status', sortable: true },
    {
      field: 'actions',
      header: 'Actions',
      align: 'right',
      render: (bar) => (
        <Button
          size="small"
          variant="outlined"
          aria-label={`Impersonate ${bar.name}`}
          onClick={(event) => {
            event.stopPropagation(); // the row itself opens the detail
            onImpersonate(bar);
          }}
        >
          Impersonate
        </Button>
      ),
    },
  ];
}
