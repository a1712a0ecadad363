import type { TFunction } from 'i18next';
import type { PagedTableColumn } from '../../../components/paged-table/paged-table';
import type { RobotRow } from '../api/get-robots';

/** Columns of the robots list (SPEC §2): Id, Name (tagName), Display Name. */
export const robotColumns = (t: TFunction<'robots'>): PagedTableColumn<RobotRow>[] => [
  { field: 'id', header: t('columns.id'), sortable: true, filter: { type: 'text' }, render: (robot) => <code>{robot.id}</code> },
  { field: 'tagName', header: t('columns.name'), sortable: true, filter: { type: 'text' } },
  { field: 'displayName', header: t('columns.displayName'), sortable: true, filter: { type: 'text' } },
];
