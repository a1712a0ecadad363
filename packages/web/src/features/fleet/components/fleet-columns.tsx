import type { FleetBarSummary } from '@bar/domain';
import type { PagedTableColumn } from '../../../components/paged-table/paged-table';
import { alarmsCell, barCell, bottlesCell, queueCell, robotsCell, statusCell, todayCell, type FleetCell, type FleetCellContext } from './fleet-cells';

type ColumnField = 'bar' | 'status' | 'robots' | 'queue' | 'today' | 'bottles' | 'alarms';

/**
 * The fleet table's columns. On a narrow screen Today and Robots give way first, then Bottles and
 * Queue; the bar, its status and its alarms always stay.
 */
export function fleetColumns(context: FleetCellContext): PagedTableColumn<FleetBarSummary>[] {
  const { t } = context;
  const column = (field: ColumnField, cell: FleetCell, priority: number, minWidth: number): PagedTableColumn<FleetBarSummary> => ({
    field,
    header: t(`columns.${field}`),
    priority,
    minWidth,
    render: (bar) => cell(bar, context),
  });
  return [
    column('bar', barCell, 1, 140),
    column('status', statusCell, 1, 190),
    column('robots', robotsCell, 3, 130),
    column('queue', queueCell, 2, 110),
    column('today', todayCell, 3, 90),
    column('bottles', bottlesCell, 2, 100),
    column('alarms', alarmsCell, 1, 110),
  ];
}
