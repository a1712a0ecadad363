import type { ComponentType, Ref } from 'react';
import TouchRipple, { type TouchRippleActions, type TouchRippleProps } from '@mui/material/ButtonBase/TouchRipple';
import { useIconButtonRipple } from './button-base';
import { RowsPerPage } from './rows-per-page';

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

// MUI types its (forwardRef) TouchRipple as the render function
const Ripple = TouchRipple as unknown as ComponentType<TouchRippleProps & { ref: Ref<TouchRippleActions | null> }>;

/** MUI's KeyboardArrowLeft and KeyboardArrowRight icons. */
const ARROW_LEFT = 'M15.41 16.09l-4.58-4.59 4.58-4.59L14 5.5l-6 6 6 6z';
const ARROW_RIGHT = 'M8.59 16.34l4.58-4.59-4.58-4.59L10 5.75l6 6-6 6z';

interface PageButtonProps {
  label: string;
  disabled: boolean;
  onClick: () => void;
  iconPath: string;
}

/**
 * One of TablePaginationActions' IconButtons (colour inherit, size medium) as a plain `<button>`:
 * its classes, label and title, disabled state, keyboard focus ring and ripple (`button-base.ts`).
 */
function PageButton({ label, disabled, onClick, iconPath }: PageButtonProps) {
  const { focusVisible, mountRipple, rippleRef, handlers } = useIconButtonRipple(disabled);
  const state = `${disabled ? ' Mui-disabled' : ''}${focusVisible ? ' Mui-focusVisible' : ''}`;
  return (
    <button
      className={`MuiButtonBase-root${state} MuiIconButton-root${disabled ? ' Mui-disabled' : ''} MuiIconButton-colorInherit MuiIconButton-sizeMedium`}
      tabIndex={disabled ? -1 : 0}
      type="button"
      disabled={disabled}
      aria-label={label}
      title={label}
      onClick={onClick}
      {...handlers}
    >
      <svg className="MuiSvgIcon-root MuiSvgIcon-fontSizeMedium" focusable="false" aria-hidden="true" viewBox="0 0 24 24">
        <path d={iconPath} />
      </svg>
      {mountRipple ? <Ripple ref={rippleRef} center /> : null}
    </button>
  );
}

/**
 * MUI's TablePagination as it renders with `component="div"`: the same elements, classes,
 * attributes and behaviour (the rows-per-page select, the previous and next page buttons), drawn
 * as plain elements styled by the table's frame (`paged-table-frame.ts`, `control-styles.ts`)
 * instead of MUI's styled components, which made the pagination cost a table's first render more
 * than its rows; the select's menu mounts when it first opens (`rows-per-page.tsx`).
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
  const to = rowsPerPage === -1 ? count : Math.min(count, (page + 1) * rowsPerPage);
  const lastPage = count !== -1 && page >= Math.ceil(count / rowsPerPage) - 1;
  const previousLabel = getItemAriaLabel('previous');
  const nextLabel = getItemAriaLabel('next');
  return (
    <div className="MuiTablePagination-root">
      <div className="MuiToolbar-root MuiToolbar-gutters MuiToolbar-regular MuiTablePagination-toolbar">
        <div className="MuiTablePagination-spacer" />
        {rowsPerPageOptions.length > 1 ? (
          <RowsPerPage label={labelRowsPerPage} value={rowsPerPage} options={rowsPerPageOptions} onChange={onRowsPerPageChange} />
        ) : null}
        <p className="MuiTablePagination-displayedRows">{labelDisplayedRows({ from: count === 0 ? 0 : page * rowsPerPage + 1, to, count })}</p>
        <div className="MuiTablePaginationActions-root MuiTablePagination-actions">
          <PageButton label={previousLabel} disabled={page === 0} onClick={() => onPageChange(page - 1)} iconPath={ARROW_LEFT} />
          <PageButton label={nextLabel} disabled={lastPage} onClick={() => onPageChange(page + 1)} iconPath={ARROW_RIGHT} />
        </div>
      </div>
    </div>
  );
}
