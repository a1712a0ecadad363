import type { PagedTableColumn } from '../../../components/paged-table/paged-table';
import type { RobotRow } from '../api/get-robots';

/** Columns of the robots list (SPEC §2): Id, Name (tagName), Display Name. */
export const robotColumns: PagedTableColumn<RobotRow>[] = [
  { field: 'id', header: 'Id', sortable: true, filter: { type: 'text' }, render: (robot) => <code>{robot.id}</code> },
  { field: 'tagName', header: 'Name', sortable: true, filter: { type: 'text' } },
  { field: 'displayName', header: 'Display Name', sortable: true, filter: { type: 'text' } },
];
