import useMediaQuery from '@mui/material/useMediaQuery';

/** SPEC's 250 px drawer stays open at 1280 px and wider; below, it slides over the screen on demand. */
export const PERMANENT_DRAWER_QUERY = '(min-width:1280px)';

/** True on wide screens, and where the width cannot be queried (no matchMedia: a desktop is assumed). */
export function usePermanentDrawer(): boolean {
  return useMediaQuery(PERMANENT_DRAWER_QUERY, { noSsr: true, defaultMatches: true });
}
