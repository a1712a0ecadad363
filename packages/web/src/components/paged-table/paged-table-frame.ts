import { createElement, type ReactNode } from 'react';
import { css, type SerializedStyles } from '@emotion/react';
import { styled, type CSSObject, type Theme } from '@mui/material/styles';
import { controlStyles } from './control-styles';

/** MUI's TableCell border: the divider colour made opaque, lightened (light) or darkened (dark). */
function cellBorder(theme: Theme): string {
  if (theme.vars) return `1px solid ${theme.vars.palette.TableCell.border}`;
  const divider = theme.alpha(theme.palette.divider, 1);
  return `1px solid ${theme.palette.mode === 'light' ? theme.lighten(divider, 0.88) : theme.darken(divider, 0.68)}`;
}

/**
 * The paged table's frame (an outlined Paper) and, through one class, the styles of everything in
 * it that MUI would style element by element: the table, its rows and cells (size small, 8 px
 * sides), the pagination bar, and its controls and the sort labels (`control-styles.ts`). The elements are plain `table`/`tr`/`td` with MUI's class names,
 * so they look and are found as MUI's; each of MUI's Table components is a styled component that
 * resolves its styles on every render, which cost a 25-row page about 150 of them.
 */
function frameStyles(theme: Theme): CSSObject {
  const palette = (theme.vars || theme).palette;
  return {
    // MUI's Paper, outlined and rounded
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    transition: theme.transitions.create('box-shadow'),
    borderRadius: theme.shape.borderRadius,
    border: `1px solid ${palette.divider}`,
    width: '100%',
    overflow: 'hidden',
    '& .MuiTableContainer-root': { width: '100%', overflowX: 'auto' },
    '& .MuiTable-root': { display: 'table', width: '100%', borderCollapse: 'collapse', borderSpacing: 0 },
    '& .MuiTableHead-root': { display: 'table-header-group' },
    '& .MuiTableBody-root': { display: 'table-row-group' },
    '& .MuiTableRow-root': { color: 'inherit', display: 'table-row', verticalAlign: 'middle', outline: 0 },
    // rows that open: pointer, hover colour, and the keyboard focus drawn inside the row (a scrolling table would clip it outside)
    '& .MuiTableRow-hover': {
      cursor: 'pointer',
      '&:hover': { backgroundColor: palette.action.hover },
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: -2 },
    },
    '& .MuiTableCell-root': {
      ...theme.typography.body2,
      display: 'table-cell',
      verticalAlign: 'inherit',
      borderBottom: cellBorder(theme),
      textAlign: 'left',
      // MUI's small cell is 6 px × 16 px: narrower sides, so that a 7-column list fits a 1024 px tablet beside the drawer
      padding: `6px ${theme.spacing(1)}`,
    },
    '& .MuiTableCell-head': { color: palette.text.primary, lineHeight: theme.typography.pxToRem(24), fontWeight: theme.typography.fontWeightMedium },
    '& .PagedTable-titleCell': { fontWeight: 600, whiteSpace: 'nowrap' },
    '& .MuiTableCell-body': { color: palette.text.primary },
    '& .MuiTableCell-alignCenter': { textAlign: 'center' },
    '& .MuiTableCell-alignRight': { textAlign: 'right', flexDirection: 'row-reverse' },
    '& .PagedTable-filterCell': { paddingTop: theme.spacing(0.5), paddingBottom: theme.spacing(0.5) },
    '& .PagedTable-messageCell': { paddingTop: theme.spacing(3), paddingBottom: theme.spacing(3) },
    // TablePagination (component="div": none of TableCell's styles): a 52 px toolbar, body2 texts
    '& .MuiTablePagination-root': { overflow: 'auto', color: palette.text.primary, fontSize: theme.typography.pxToRem(14) },
    '& .MuiTablePagination-root:last-child': { padding: 0 },
    '& .MuiTablePagination-toolbar': {
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      minHeight: 52,
      paddingLeft: theme.spacing(2),
      paddingRight: 2,
      [theme.breakpoints.up('sm')]: { paddingLeft: theme.spacing(3) },
    },
    '& .MuiTablePagination-spacer': { flex: '1 1 100%' },
    '& .MuiTablePagination-selectLabel, & .MuiTablePagination-displayedRows': { ...theme.typography.body2, flexShrink: 0 },
    '& .MuiTablePagination-actions': { flexShrink: 0, marginLeft: 20 },
    ...controlStyles(theme),
  };
}

/** What of a theme the frame's styles read. */
function themeParts(theme: Theme): unknown[] {
  return [theme.palette, theme.typography, theme.spacing, theme.shape, theme.transitions, theme.breakpoints, theme.components, theme.vars];
}

/**
 * The frame's styles, serialized once per theme: a table renders with no style object to build
 * and serialize. Each ThemeProvider hands its children a copy of the theme, with the same parts:
 * keyed by the theme's palette, checked against the other parts.
 */
const serialized = new WeakMap<object, { parts: unknown[]; styles: SerializedStyles }>();

function cachedFrameStyles(theme: Theme): SerializedStyles {
  const parts = themeParts(theme);
  const cached = serialized.get(theme.palette);
  if (cached && cached.parts.every((part, index) => part === parts[index])) return cached.styles;
  // MUI's style types (its typography's) are wider than emotion's, for the same objects
  const styles = css(frameStyles(theme) as Parameters<typeof css>[0]);
  serialized.set(theme.palette, { parts, styles });
  return styles;
}

const FrameRoot = styled('div')(({ theme }) => cachedFrameStyles(theme));

/** The frame: an outlined Paper's element and classes. */
export function PagedTableFrame({ children }: { children: ReactNode }) {
  return createElement(FrameRoot, { className: 'MuiPaper-root MuiPaper-outlined MuiPaper-rounded' }, children);
}
