import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * The restock list on paper: only the list, black on white, no app bar, drawer or buttons, each bar's
 * list kept together where it fits.
 */
export function RestockPrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '@page': { margin: '12mm' },
          'body, #root, main': { background: '#fff !important', color: '#000 !important' },
          'header.MuiAppBar-root, .MuiDrawer-root, nav, [data-no-print], .notistack-SnackbarContainer': { display: 'none !important' },
          main: { width: '100% !important', margin: '0 !important', padding: '0 !important' },
          '[data-restock-bar]': { breakInside: 'avoid', border: '1px solid #000 !important', boxShadow: 'none !important', background: '#fff !important' },
          '[data-restock-bar] *': { color: '#000 !important' },
          '[data-restock-bar] th, [data-restock-bar] td': { borderColor: '#000 !important', padding: '4px 6px !important' },
          '[data-print-only]': { display: 'block !important' },
        },
        '[data-print-only]': { display: 'none' },
      }}
    />
  );
}
