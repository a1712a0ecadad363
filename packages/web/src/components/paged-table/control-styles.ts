import type { CSSObject, Theme } from '@mui/material/styles';

type Overrides = CSSObject | ((props: { theme: Theme; ownerState: object }) => CSSObject) | undefined;

/** The theme's `styleOverrides.root` of MUI's ButtonBase (the console's keyboard focus ring), as MUI applies it. */
function buttonBaseOverrides(theme: Theme): CSSObject {
  const root = theme.components?.MuiButtonBase?.styleOverrides?.root as Overrides;
  return (typeof root === 'function' ? root({ theme, ownerState: {} }) : root) ?? {};
}

/** MUI's SvgIcon (font size medium), as its styled root resolves it. */
function svgIcon(theme: Theme): CSSObject {
  // MUI reads the duration from the CSS variables' theme when there is one, which has none: its default then
  const shorter = ((theme.vars ?? theme) as { transitions?: Theme['transitions'] }).transitions?.duration?.shorter;
  return {
    userSelect: 'none',
    width: '1em',
    height: '1em',
    display: 'inline-block',
    flexShrink: 0,
    transition: theme.transitions.create('fill', { duration: shorter }),
    fill: 'currentColor',
    fontSize: theme.typography.pxToRem(24),
  };
}

/** MUI's ButtonBase root, before the component's own styles. */
const buttonBase: CSSObject = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  boxSizing: 'border-box',
  WebkitTapHighlightColor: 'transparent',
  backgroundColor: 'transparent',
  outline: 0,
  border: 0,
  margin: 0,
  borderRadius: 0,
  padding: 0,
  cursor: 'pointer',
  userSelect: 'none',
  verticalAlign: 'middle',
  MozAppearance: 'none',
  WebkitAppearance: 'none',
  textDecoration: 'none',
  color: 'inherit',
  '&::-moz-focus-inner': { borderStyle: 'none' },
  '&.Mui-disabled': { pointerEvents: 'none', cursor: 'default' },
  '@media print': { colorAdjust: 'exact' },
};

/**
 * The styles MUI's TableSortLabel, the pagination's Select and its page IconButtons give their
 * elements, for the same elements drawn without those components (`sort-label.tsx`,
 * `rows-per-page.tsx`, `table-pager.tsx`): spread into the table's frame, under its one class.
 */
export function controlStyles(theme: Theme): CSSObject {
  const palette = (theme.vars || theme).palette;
  const icon = svgIcon(theme);
  const focusRing = buttonBaseOverrides(theme);
  return {
    '& .MuiTableSortLabel-root': {
      ...buttonBase,
      ...focusRing,
      justifyContent: 'flex-start',
      flexDirection: 'inherit',
      '&:focus': { color: palette.text.secondary },
      '&:hover': { color: palette.text.secondary, '& .MuiTableSortLabel-icon': { opacity: 0.5 } },
      '&.Mui-active': { color: palette.text.primary, '& .MuiTableSortLabel-icon': { opacity: 1, color: palette.text.secondary } },
    },
    // the words that tell a screen reader how the column is sorted: MUI's visuallyHidden (a Box's sx)
    '& .MuiTableSortLabel-root .MuiBox-root': {
      border: '0px solid',
      clip: 'rect(0 0 0 0)',
      height: '1px',
      margin: '-1px',
      overflow: 'hidden',
      padding: 0,
      position: 'absolute',
      whiteSpace: 'nowrap',
      width: '1px',
    },
    '& .MuiTableSortLabel-icon': {
      ...icon,
      fontSize: 18,
      marginRight: 4,
      marginLeft: 4,
      opacity: 0,
      transition: theme.transitions.create(['opacity', 'transform'], { duration: theme.transitions.duration.shorter }),
      transform: 'rotate(0deg)',
    },
    '& .MuiTableSortLabel-iconDirectionAsc': { transform: 'rotate(180deg)' },
    // the rows-per-page select: InputBase's root (its text as the pagination's), the select and its arrow
    '& .MuiTablePagination-input': {
      ...theme.typography.body1,
      fontSize: 'inherit',
      lineHeight: '1.4375em',
      color: 'inherit',
      boxSizing: 'border-box',
      position: 'relative',
      cursor: 'text',
      display: 'inline-flex',
      alignItems: 'center',
      flexShrink: 0,
      marginRight: 32,
      marginLeft: 8,
    },
    '& .MuiTablePagination-input .MuiTablePagination-select': {
      MozAppearance: 'none',
      WebkitAppearance: 'none',
      userSelect: 'none',
      borderRadius: 0,
      cursor: 'pointer',
      font: 'inherit',
      letterSpacing: 'inherit',
      color: 'currentColor',
      padding: '4px 24px 5px 8px',
      border: 0,
      boxSizing: 'content-box',
      background: 'none',
      height: 'auto',
      minHeight: '1.4375em',
      margin: 0,
      WebkitTapHighlightColor: 'transparent',
      display: 'block',
      minWidth: 16,
      width: '100%',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textAlign: 'right',
      textAlignLast: 'right',
      '&:focus': { outline: 0, borderRadius: 0 },
    },
    '& .MuiSelect-nativeInput': { bottom: 0, left: 0, position: 'absolute', opacity: 0, pointerEvents: 'none', width: '100%', boxSizing: 'border-box' },
    '& .MuiTablePagination-selectIcon': {
      ...icon,
      position: 'absolute',
      right: 0,
      top: 'calc(50% - .5em)',
      pointerEvents: 'none',
      color: palette.action.active,
      '&.MuiSelect-iconOpen': { transform: 'rotate(180deg)' },
    },
    // the page buttons: IconButton, colour inherit, size medium
    '& .MuiTablePagination-actions .MuiIconButton-root': {
      ...buttonBase,
      ...focusRing,
      textAlign: 'center',
      flex: '0 0 auto',
      fontSize: theme.typography.pxToRem(24),
      padding: 8,
      borderRadius: '50%',
      transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
      '--IconButton-hoverBg': theme.alpha(palette.action.active, palette.action.hoverOpacity),
      '&:hover': { backgroundColor: 'var(--IconButton-hoverBg)', '@media (hover: none)': { backgroundColor: 'transparent' } },
      '&.Mui-disabled': { pointerEvents: 'none', cursor: 'default', backgroundColor: 'transparent', color: palette.action.disabled },
      '& .MuiSvgIcon-root': icon,
    },
  };
}
