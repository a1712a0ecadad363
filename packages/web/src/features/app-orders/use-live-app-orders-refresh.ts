import { useQueryClient } from '@tanstack/react-query';
import { useLiveMessages } from '../../lib/live/live-context';

/**
 * Reloads the bar's app orders when the server says one changed on its own (a refund a crash
 * interrupted, settled on restart): the list drops a refunded order, a paid one is refundable again.
 */
export function useLiveAppOrdersRefresh(barId: string): void {
  const queryClient = useQueryClient();
  useLiveMessages(
    (_message, messageBarId) => {
      if (messageBarId !== barId) return;
      void queryClient.invalidateQueries({ queryKey: ['appOrders', 'list', barId] });
      void queryClient.invalidateQueries({ queryKey: ['appOrders', 'detail', barId] });
    },
    ['appOrder'],
  );
}
