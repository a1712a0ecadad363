import { DRAWER_WIDTH } from '@bar/domain';
import { createTheme } from '@mui/material/styles';

/** Storage key of the light/dark/system choice (MUI persists it). */
export const COLOR_MODE_STORAGE_KEY = 'barConsole.colorMode';

/**
 * WCAG AA contrast for normal text: MUI picks white or dark text on a coloured surface (contained
 * buttons, chips, bottle cells) only when it reaches this ratio (MUI's default is 3).
 */
const CONTRAST_AA = 4.5;

/** Keyboard focus is always drawn as an outline in the scheme's primary colour, outside the control. */
const FOCUS_RING = { outline: '2px solid var(--mui-palette-primary-main)', outlineOffset: 2 } as const;

/**
 * Light and dark schemes as CSS variables, switched by a class on <html>, so the choice applies
 * without re-rendering and follows the system until the user toggles it.
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        contrastThreshold: CONTRAST_AA,
        primary: { main: '#1f4e8c' },
        secondary: { main: '#8a3b12' },
        // MUI's default orange and light blue read at 3.1:1 and 3.9:1 on white, #0277bd at 4.4:1 on a hovered row: darker shades pass AA.
        warning: { main: '#b45309', light: '#d97706', dark: '#92400e' },
        info: { main: '#01579b', light: '#0277bd', dark: '#01426f' },
        background: { default: '#f4f6f9', paper: '#ffffff' },
      },
    },
    dark: {
      palette: {
        contrastThreshold: CONTRAST_AA,
        primary: { main: '#90b8f0' },
        secondary: { main: '#f0a77a' },
        // MUI's dark red (#f44336) reads at 3.7:1 on a hovered row: a lighter red passes AA on every dark surface.
        error: { main: '#ff7961', light: '#ffa4a2', dark: '#f44336' },
        background: { default: '#101418', paper: '#171c22' },
      },
    },
  },
  shape: { borderRadius: 8 },
  typography: {
    h1: { fontSize: '1.75rem', fontWeight: 600 },
    h2: { fontSize: '1.4rem', fontWeight: 600 },
  },
  mixins: { toolbar: { minHeight: 64 } },
  components: {
    MuiDrawer: { styleOverrides: { paper: { width: DRAWER_WIDTH } } },
    // Buttons, tabs, menu items, switches: MUI marks keyboard focus with .Mui-focusVisible only.
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } } },
    // Links and map cells.
    MuiCssBaseline: { styleOverrides: { ':focus-visible': FOCUS_RING } },
    // Rows that open on Enter: drawn inside the row, which a scrolling table would clip.
    MuiTableRow: { styleOverrides: { root: { '&:focus-visible': { ...FOCUS_RING, outlineOffset: -2 } } } },
  },
});
