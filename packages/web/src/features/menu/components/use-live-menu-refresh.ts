import { useQueryClient } from '@tanstack/react-query';
import { useLiveMessages } from '../../../lib/live/live-context';

/**
 * Reloads the bar's recipes when the server says their availability changed: a live `bar`
 * message whose payload carries `menu` (a bottle emptied or refilled, a dispenser edited).
 * Heartbeat `bar` messages carry no `menu` and reload nothing.
 */
export function useLiveMenuRefresh(barId: string): void {
  const queryClient = useQueryClient();
  useLiveMessages(
    (message, messageBarId) => {
      if (messageBarId !== barId) return;
      const payload = message.payload as { menu?: unknown } | null;
      if (typeof payload !== 'object' || payload === null || !payload.menu) return;
      void queryClient.invalidateQueries({ queryKey: ['menu', barId, 'recipes'] });
    },
    ['bar'],
  );
}
