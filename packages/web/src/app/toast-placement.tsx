import GlobalStyles from '@mui/material/GlobalStyles';

/** Class notistack puts on its top-right container (SnackbarProvider `classes`). */
export const TOASTS_CLASS = 'bar-console-toasts';

/** Gap between the bottom of the app bar and the first notification. */
const GAP_PX = 8;

/**
 * Notifications open top right, below the app bar, so they never cover the bar picker or the live
 * status. Two classes outweigh notistack's own single-class `top`.
 */
export function ToastPlacement() {
  return (
    <GlobalStyles
      styles={(theme) => ({
        [`.notistack-SnackbarContainer.${TOASTS_CLASS}`]: {
          top: `calc(${String(theme.mixins.toolbar.minHeight ?? 64)}px + ${GAP_PX}px)`,
        },
      })}
    />
  );
}
