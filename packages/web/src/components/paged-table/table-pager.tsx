import InputBase from '@mui/material/InputBase';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import TablePaginationActions from '@mui/material/TablePaginationActions';
import { useId } from 'react';

export interface TablePagerProps {
  count: number;
  page: number;
  rowsPerPage: number;
  rowsPerPageOptions: readonly number[];
  onPageChange: (page: number) => void;
  onRowsPerPageChange: (rowsPerPage: number) => void;
  labelRowsPerPage: string;
  labelDisplayedRows: (rows: { from: number; to: number; count: number }) => string;
  getItemAriaLabel: (type: 'first' | 'last' | 'next' | 'previous') => string;
}

const inputBase = <InputBase disableInjectingGlobalStyles />;

/**
 * MUI's TablePagination as it renders with `component="div"`: the same elements, classes, select
 * and page buttons (MUI's own TablePaginationActions), styled by the table's frame
 * (`paged-table-frame.ts`) instead of a styled component per element, which made it the costliest
 * part of a table's first render. The rows-per-page select injects no global styles: its text is
 * not typed, so it needs no autofill detection.
 */
export function TablePager({
  count,
  page,
  rowsPerPage,
  rowsPerPageOptions,
  onPageChange,
  onRowsPerPageChange,
  labelRowsPerPage,
  labelDisplayedRows,
  getItemAriaLabel,
}: TablePagerProps) {
  const selectId = useId();
  const labelId = useId();
  const to = rowsPerPage === -1 ? count : Math.min(count, (page + 1) * rowsPerPage);
  return (
    <div className="MuiTablePagination-root">
      <div className="MuiToolbar-root MuiToolbar-gutters MuiToolbar-regular MuiTablePagination-toolbar">
        <div className="MuiTablePagination-spacer" />
        {rowsPerPageOptions.length > 1 ? (
          <>
            <p className="MuiTablePagination-selectLabel" id={labelId}>
              {labelRowsPerPage}
            </p>
            <Select
              variant="standard"
              input={inputBase}
              value={rowsPerPage}
              onChange={(event) => onRowsPerPageChange(Number(event.target.value))}
              id={selectId}
              labelId={labelId}
              className="MuiTablePagination-select"
              classes={{ root: 'MuiTablePagination-input', select: 'MuiTablePagination-select', icon: 'MuiTablePagination-selectIcon' }}
            >
              {rowsPerPageOptions.map((option) => (
                <MenuItem key={option} value={option} className="MuiTablePagination-menuItem">
                  {option}
                </MenuItem>
              ))}
            </Select>
          </>
        ) : null}
        <p className="MuiTablePagination-displayedRows">{labelDisplayedRows({ from: count === 0 ? 0 : page * rowsPerPage + 1, to, count })}</p>
        <TablePaginationActions
          className="MuiTablePagination-actions"
          count={count}
          page={page}
          rowsPerPage={rowsPerPage}
          onPageChange={(_, next) => onPageChange(next)}
          getItemAriaLabel={getItemAriaLabel}
          showFirstButton={false}
          showLastButton={false}
        />
      </div>
    </div>
  );
}
