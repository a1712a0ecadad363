import { useMemo, useRef, type KeyboardEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ListController } from '../list/use-list-controller';
import { lastPageIndex } from '../list/list-query-reducer';
import { errorMessage } from '../../lib/notify';
import { ColumnFilter, type ColumnFilterConfig } from './column-filter';
import { hidingOrder, shownColumns, type PrioritisedColumn } from './column-priority';
import { PagedTableFrame } from './paged-table-frame';
import { SortLabel } from './sort-label';
import { TablePager } from './table-pager';
import { useFitColumns } from './use-fit-columns';

export interface PagedTableColumn<T> extends PrioritisedColumn {
  /** Key of the value in the row; also the sort and (by default) the filter key. */
  field: string;
  header: string;
  sortable?: boolean;
  filter?: ColumnFilterConfig;
  /** Cell content; by default the row's value at `field`. */
  render?: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Minimum width of the column (px or CSS length). */
  minWidth?: number | string;
}

/** The part of the list controller the table reads; any controller with this shape will do. */
export type PagedTableController<T> = Pick<
  ListController<T>,
  'rows' | 'count' | 'isLoading' | 'isFetching' | 'error' | 'refetch' | 'state' | 'pageSizeOptions' | 'setPage' | 'setPageSize' | 'setSort' | 'setFilter'
> &
  Pick<ListController<T>, 'countEstimated'>;

export interface PagedTableProps<T> {
  controller: PagedTableController<T>;
  columns: ReadonlyArray<PagedTableColumn<T>>;
  /** Accessible name of the table, e.g. 'Bars'. */
  label: string;
  /** Opens a row; rows become focusable and open on Enter. */
  onRowClick?: (row: T) => void;
  /** React key of a row; by default its `id`. */
  getRowId?: (row: T) => string;
  emptyText?: string;
}

function defaultRowId(row: unknown): string {
  return String((row as { id?: unknown }).id);
}

function sortDirection(descending: boolean): 'asc' | 'desc' {
  return descending ? 'desc' : 'asc';
}

function hasValue(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
}

type Align = PagedTableColumn<unknown>['align'];

const ALIGN_CLASS = { left: ' MuiTableCell-alignLeft', center: ' MuiTableCell-alignCenter', right: ' MuiTableCell-alignRight' } as const;

/** The classes MUI's TableCell (size small) gives a head or body cell, in its order; the frame styles them. */
function cellClass(variant: 'head' | 'body', align: Align, extra = ''): string {
  return `MuiTableCell-root MuiTableCell-${variant}${align ? ALIGN_CLASS[align] : ''} MuiTableCell-sizeSmall${extra}`;
}

/** A body cell's classes by its column's alignment, made once: a page draws 150 of them. */
const BODY_CELL = {
  none: cellClass('body', undefined),
  left: cellClass('body', 'left'),
  center: cellClass('body', 'center'),
  right: cellClass('body', 'right'),
} as const;

const BODY_ROW = 'MuiTableRow-root';
const OPENING_ROW = 'MuiTableRow-root MuiTableRow-hover';

function defaultCell(row: unknown, field: string): ReactNode {
  const value = (row as Record<string, unknown>)[field];
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return '';
  return String(value);
}

/**
 * Server-side paged MUI table over a list controller: sortable headers, a row of per-column
 * filters, pagination, and loading / empty / error states that keep the layout in place.
 */
export function PagedTable<T>({ controller, columns, label, onRowClick, getRowId = defaultRowId, emptyText }: PagedTableProps<T>) {
  const { t } = useTranslation();
  const { rows, count, isLoading, isFetching, error, refetch, state, pageSizeOptions } = controller;
  const showSkeleton = isLoading && rows.length === 0;
  const page = Math.min(state.pageIndex, lastPageIndex(count, state.pageSize));
  // On a narrow screen the least important columns give way (the row's detail page still has them).
  const box = useRef<HTMLDivElement>(null);
  const keep = useMemo(
    () => new Set(columns.filter((c) => c.filter && hasValue(state.filters[c.filter.field ?? c.field])).map((c) => c.field)),
    [columns, state.filters],
  );
  const hidden = useFitColumns(box, hidingOrder(columns, keep).length, rows);
  const shown = shownColumns(columns, hidden, keep);
  const hasFilters = shown.some((column) => column.filter);

  const openOnEnter = (event: KeyboardEvent<HTMLTableRowElement>, row: T) => {
    // Only the row itself: Enter on a button inside the row belongs to that button.
    if (event.key === 'Enter' && event.target === event.currentTarget) {
      event.preventDefault();
      onRowClick?.(row);
    }
  };

  return (
    <PagedTableFrame>
      <div className="MuiBox-root" style={{ position: 'relative' }}>
        {/* Overlaid, so showing it moves nothing. */}
        {isFetching && !showSkeleton ? (
          <LinearProgress aria-label={t('table.loading', { label })} sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 3, height: 3 }} />
        ) : null}
        <div ref={box} className="MuiTableContainer-root">
          <table className="MuiTable-root" aria-label={label} aria-busy={isFetching || undefined}>
            <thead className="MuiTableHead-root">
              <tr className="MuiTableRow-root MuiTableRow-head">
                {shown.map((column) => {
                  const active = state.sort?.field === column.field;
                  const direction = sortDirection(active && state.sort?.order === -1);
                  return (
                    <th
                      key={column.field}
                      scope="col"
                      className={cellClass('head', column.align, ' PagedTable-titleCell')}
                      style={column.minWidth === undefined ? undefined : { minWidth: column.minWidth }}
                      aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
                    >
                      {column.sortable ? (
                        <SortLabel active={active} direction={direction} onClick={() => controller.setSort(column.field)}>
                          {column.header}
                          {active ? (
                            <span className="MuiBox-root">{direction === 'desc' ? t('table.sortedDescending') : t('table.sortedAscending')}</span>
                          ) : null}
                        </SortLabel>
                      ) : (
                        column.header
                      )}
                    </th>
                  );
                })}
              </tr>
              {hasFilters ? (
                <tr className="MuiTableRow-root MuiTableRow-head">
                  {shown.map((column) => {
                    const filterField = column.filter?.field ?? column.field;
                    return (
                      <th key={column.field} scope="col" className={cellClass('head', column.align, ' PagedTable-filterCell')}>
                        {column.filter ? (
                          <ColumnFilter
                            config={column.filter}
                            label={t('table.filterColumn', { column: column.header })}
                            value={state.filters[filterField]}
                            onChange={(value) => controller.setFilter(filterField, value)}
                          />
                        ) : null}
                      </th>
                    );
                  })}
                </tr>
              ) : null}
            </thead>
            <tbody className="MuiTableBody-root">
              {error ? (
                <tr className={BODY_ROW}>
                  <td colSpan={shown.length} className={cellClass('body', undefined)}>
                    <Alert
                      severity="error"
                      action={
                        <Button color="inherit" size="small" onClick={() => refetch()}>
                          {t('actions.retry')}
                        </Button>
                      }
                    >
                      {error.message ? errorMessage(error) : t('errors.listNotLoaded')}
                    </Alert>
                  </td>
                </tr>
              ) : null}
              {showSkeleton
                ? Array.from({ length: state.pageSize }, (_, index) => (
                    <tr key={`skeleton-${index}`} className={BODY_ROW} aria-hidden>
                      {shown.map((column) => (
                        <td key={column.field} className={cellClass('body', undefined)}>
                          <Skeleton variant="text" />
                        </td>
                      ))}
                    </tr>
                  ))
                : null}
              {!showSkeleton && !error && rows.length === 0 ? (
                <tr className={BODY_ROW}>
                  <td colSpan={shown.length} className={cellClass('body', 'center', ' PagedTable-messageCell')}>
                    <Typography color="text.secondary">{emptyText ?? t('noResults')}</Typography>
                  </td>
                </tr>
              ) : null}
              {rows.map((row) => (
                <tr
                  key={getRowId(row)}
                  className={onRowClick ? OPENING_ROW : BODY_ROW}
                  tabIndex={onRowClick ? 0 : undefined}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  onKeyDown={onRowClick ? (event) => openOnEnter(event, row) : undefined}
                >
                  {shown.map((column) => (
                    <td key={column.field} className={BODY_CELL[column.align ?? 'none']}>
                      {column.render ? column.render(row) : defaultCell(row, column.field)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <TablePager
        count={count}
        page={page}
        rowsPerPage={state.pageSize}
        rowsPerPageOptions={pageSizeOptions}
        onPageChange={(next) => controller.setPage(next)}
        onRowsPerPageChange={(size) => controller.setPageSize(size)}
        labelRowsPerPage={t('table.rowsPerPage')}
        labelDisplayedRows={({ from, to, count: total }) =>
          t(controller.countEstimated ? 'table.displayedRowsAbout' : 'table.displayedRows', { from, to, total })
        }
        getItemAriaLabel={(type) => t(`table.goTo.${type}`)}
      />
    </PagedTableFrame>
  );
}
