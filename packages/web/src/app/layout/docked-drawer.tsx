import Paper from '@mui/material/Paper';
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';

// MUI's permanent Drawer, as it renders and styles it (the theme's MuiDrawer overrides included),
// without the Drawer module: that one brings the modal and slide code of the temporary drawer,
// which a wide screen, where the drawer is docked, never uses. Same classes, same look.
const Docked = styled('div', { name: 'MuiDrawer', slot: 'Docked' })({ flex: '0 0 auto' });

const DockedPaper = styled(Paper, { name: 'MuiDrawer', slot: 'Paper' })(({ theme }) => ({
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  flex: '1 0 auto',
  zIndex: (theme.vars || theme).zIndex.drawer,
  WebkitOverflowScrolling: 'touch',
  position: 'fixed',
  top: 0,
  left: 0,
  outline: 0,
  borderRight: `1px solid ${(theme.vars || theme).palette.divider}`,
}));

/** The drawer docked at the left, beside the content (`variant="permanent"` of MUI's Drawer). */
export function DockedDrawer({ width, children }: { width: number; children: ReactNode }) {
  return (
    <Docked className="MuiDrawer-root MuiDrawer-anchorLeft MuiDrawer-docked" sx={{ width, flexShrink: 0 }}>
      <DockedPaper elevation={0} square className="MuiDrawer-paper MuiDrawer-paperAnchorLeft MuiDrawer-paperAnchorDockedLeft">
        {children}
      </DockedPaper>
    </Docked>
  );
}
