import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useLiveLost } from '../../lib/live/live-context';

/** How live data looks while it may be out of date. */
export const STALE_SX = { opacity: 0.45, filter: 'grayscale(1)' } as const;

/**
 * Live data (queue, bar state, controls) shown greyed out while the live link is lost, so nobody
 * mistakes it for the current state; the banner above says why.
 */
export function LiveDimmed({ children }: { children: ReactNode }) {
  const lost = useLiveLost();
  return (
    <Box data-stale={lost ? 'true' : undefined} sx={{ transition: 'opacity 200ms', ...(lost ? STALE_SX : null) }}>
      {children}
    </Box>
  );
}
