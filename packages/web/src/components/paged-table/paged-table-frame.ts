import Paper from '@mui/material/Paper';
import { styled, type Theme } from '@mui/material/styles';

/** MUI's TableCell border: the divider colour made opaque, lightened (light) or darkened (dark). */
function cellBorder(theme: Theme): string {
  if (theme.vars) return `1px solid ${theme.vars.palette.TableCell.border}`;
  const divider = theme.alpha(theme.palette.divider, 1);
  return `1px solid ${theme.palette.mode === 'light' ? theme.lighten(divider, 0.88) : theme.darken(divider, 0.68)}`;
}

/**
 * The paged table's frame (an outlined Paper) and, through one class, the styles of everything in
 * it that MUI would style element by element: the table, its rows and cells (size small, 8 px
 * sides) and the pagination bar. The elements are plain `table`/`tr`/`td` with MUI's class names,
 * so they look and are found as MUI's; each of MUI's Table components is a styled component that
 * resolves its styles on every render, which cost a 25-row page about 150 of them.
 */
export const PagedTableFrame = styled(Paper)(({ theme }) => {
  const palette = (theme.vars || theme).palette;
  return {
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
    '& .MuiTablePagination-input': { color: 'inherit', fontSize: 'inherit', flexShrink: 0, marginRight: 32, marginLeft: 8 },
    '& .MuiTablePagination-input .MuiTablePagination-select': { paddingLeft: 8, paddingRight: 24, textAlign: 'right', textAlignLast: 'right' },
    '& .MuiTablePagination-actions': { flexShrink: 0, marginLeft: 20 },
  };
});
