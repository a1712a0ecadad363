import { DRAWER_WIDTH } from '@bar/domain';
import { createTheme } from '@mui/material/styles';

/** Storage key of the light/dark/system choice (MUI persists it). */
export const COLOR_MODE_STORAGE_KEY = 'barConsole.colorMode';

/**
 * Light and dark schemes as CSS variables, switched by a class on <html>, so the choice applies
 * without re-rendering and follows the system until the user toggles it.
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#1f4e8c' },
        secondary: { main: '#8a3b12' },
        background: { default: '#f4f6f9', paper: '#ffffff' },
      },
    },
    dark: {
      palette: {
        primary: { main: '#90b8f0' },
        secondary: { main: '#f0a77a' },
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
  },
});
