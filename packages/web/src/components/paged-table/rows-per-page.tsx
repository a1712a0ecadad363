import { useId, useRef, useState, type KeyboardEvent, type MouseEvent, type SyntheticEvent } from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { SelectFocusSourceProvider } from '@mui/material/Select';

export interface RowsPerPageProps {
  /** 'Rows per page:', shown before the select. */
  label: string;
  value: number;
  options: readonly number[];
  onChange: (rowsPerPage: number) => void;
}

/** MUI's ArrowDropDown icon, the select's arrow. */
const ARROW_DROP_DOWN = 'M7 10l5 5 5-5z';
const OPEN_KEYS = [' ', 'ArrowUp', 'ArrowDown', 'Enter'];

/** How the menu was opened, for its first item's focus ring (as MUI's Select tells its MenuItems). */
function interaction(event: SyntheticEvent): 'mouse' | 'keyboard' | null {
  if (event.type === 'mousedown' || event.type === 'pointerdown' || event.type === 'touchstart') return 'mouse';
  if (event.type === 'keydown' || (event.type === 'click' && (event.nativeEvent as UIEvent).detail === 0)) return 'keyboard';
  return null;
}

/**
 * The pagination's rows-per-page select as MUI's Select (standard, on an InputBase) renders it: the
 * same elements, classes, attributes and keys (Space, Enter and the arrows open it; the options are
 * a listbox that Escape or Tab closes, giving the focus back). Its menu is MUI's Menu, mounted when
 * it first opens: MUI's Select renders its closed menu, popover and modal with every table, which
 * cost a table's render as much as its rows. Styled by the table's frame (`control-styles.ts`).
 */
export function RowsPerPage({ label, value, options, onChange }: RowsPerPageProps) {
  const labelId = useId();
  const id = useId();
  const listboxId = useId();
  const display = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState(false);
  const [open, setOpen] = useState(false);
  // the menu's anchor (the select's root) and its width, from the first opening on
  const [menu, setMenu] = useState<{ anchor: HTMLElement; minWidth: number; source: 'mouse' | 'keyboard' | null } | null>(null);

  const update = (next: boolean, event?: SyntheticEvent) => {
    const anchor = display.current?.parentElement;
    if (!anchor) return;
    setMenu({ anchor, minWidth: anchor.clientWidth, source: next && event ? interaction(event) : null });
    setOpen(next);
  };
  const onMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    // the focus stays on the select, as the menu gives it back there
    event.preventDefault();
    display.current?.focus();
    update(true, event);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (OPEN_KEYS.includes(event.key)) {
      event.preventDefault();
      update(true, event);
    }
  };
  const choose = (option: number) => (event: MouseEvent<HTMLLIElement>) => {
    if (!event.currentTarget.hasAttribute('tabindex')) return;
    if (option !== value) onChange(option);
    update(false);
  };

  return (
    <>
      <p
        className="MuiTablePagination-selectLabel"
        id={labelId}
        // as MUI's: a click on the label focuses the select, unless it selected the label's text
        onClick={() => {
          if (window.getSelection()?.isCollapsed) display.current?.focus();
        }}
      >
        {label}
      </p>
      <div
        className={`MuiInputBase-root MuiInputBase-colorPrimary${focused ? ' Mui-focused' : ''} MuiTablePagination-select MuiSelect-root MuiTablePagination-input`}
        // as InputBase: a click on the root itself focuses the select
        onClick={(event) => {
          if (event.target === event.currentTarget) display.current?.focus();
        }}
      >
        <div
          ref={display}
          tabIndex={0}
          role="combobox"
          aria-controls={open ? listboxId : undefined}
          aria-expanded={open ? 'true' : 'false'}
          aria-haspopup="listbox"
          aria-labelledby={`${labelId} ${id}`}
          id={id}
          className="MuiSelect-select MuiTablePagination-select MuiSelect-standard MuiInputBase-input"
          onKeyDown={onKeyDown}
          onMouseDown={onMouseDown}
          onFocus={() => setFocused(true)}
          // while the menu is open the focus is in it, and the select stays marked as focused
          onBlur={() => {
            if (!open) setFocused(false);
          }}
        >
          {value}
        </div>
        <input
          aria-invalid="false"
          value={value}
          aria-hidden="true"
          tabIndex={-1}
          className="MuiSelect-nativeInput"
          // browser autofill, as MUI's
          onChange={(event) => {
            const option = options.find((o) => String(o) === event.target.value);
            if (option !== undefined && option !== value) onChange(option);
          }}
        />
        <svg
          className={`MuiSvgIcon-root MuiSvgIcon-fontSizeMedium MuiSelect-icon MuiTablePagination-selectIcon MuiSelect-iconStandard${open ? ' MuiSelect-iconOpen' : ''}`}
          focusable="false"
          aria-hidden="true"
          viewBox="0 0 24 24"
        >
          <path d={ARROW_DROP_DOWN} />
        </svg>
        {menu ? (
          <SelectFocusSourceProvider value={menu.source}>
            <Menu
              id="menu-"
              anchorEl={menu.anchor}
              open={open}
              onClose={() => update(false)}
              anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
              transformOrigin={{ vertical: 'top', horizontal: 'center' }}
              slotProps={{
                list: { 'aria-labelledby': labelId, role: 'listbox', disableListWrap: true, id: listboxId },
                paper: { style: { minWidth: menu.minWidth } },
              }}
            >
              {options.map((option) => (
                <MenuItem
                  key={option}
                  className="MuiTablePagination-menuItem"
                  aria-selected={option === value ? 'true' : 'false'}
                  role="option"
                  selected={option === value}
                  data-value={option}
                  onClick={choose(option)}
                  // Space opened the menu on key down: its key up must not choose
                  onKeyUp={(event) => {
                    if (event.key === ' ') event.preventDefault();
                  }}
                >
                  {option}
                </MenuItem>
              ))}
            </Menu>
          </SelectFocusSourceProvider>
        ) : null}
      </div>
    </>
  );
}
