import type { KeyboardEvent, ReactNode } from 'react';
import { useFocusVisible } from './button-base';

/** MUI's ArrowDownward icon, TableSortLabel's arrow. */
const ARROW_DOWNWARD = 'M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z';

export interface SortLabelProps {
  active: boolean;
  direction: 'asc' | 'desc';
  onClick: () => void;
  children: ReactNode;
}

/**
 * MUI's TableSortLabel as it renders (a `span` button, no ripple, with the arrow that shows when
 * sorted or hovered), its elements and classes styled by the table's frame (`control-styles.ts`):
 * three of them cost a table's render more than its 25 rows. Enter (on key down) and Space (on key
 * up) sort, as on MUI's.
 */
export function SortLabel({ active, direction, onClick, children }: SortLabelProps) {
  const { focusVisible, onFocus, onBlur } = useFocusVisible();
  const dir = direction === 'asc' ? 'Asc' : 'Desc';
  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (event.target !== event.currentTarget) return;
    // Space acts on key up, without scrolling the page
    if (event.key === ' ') event.preventDefault();
    if (event.key === 'Enter') {
      event.preventDefault();
      onClick();
    }
  };
  const onKeyUp = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (event.target === event.currentTarget && event.key === ' ' && !event.defaultPrevented) onClick();
  };
  return (
    <span
      className={`MuiButtonBase-root${focusVisible ? ' Mui-focusVisible' : ''} MuiTableSortLabel-root${active ? ' Mui-active' : ''} MuiTableSortLabel-direction${dir}`}
      tabIndex={0}
      role="button"
      onClick={onClick}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      onKeyUp={onKeyUp}
    >
      {children}
      <svg
        className={`MuiSvgIcon-root MuiSvgIcon-fontSizeMedium MuiTableSortLabel-icon MuiTableSortLabel-iconDirection${dir}`}
        focusable="false"
        aria-hidden="true"
        viewBox="0 0 24 24"
      >
        <path d={ARROW_DOWNWARD} />
      </svg>
    </span>
  );
}
