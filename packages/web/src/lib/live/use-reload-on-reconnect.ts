import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LiveClient } from './live-client';

/**
 * When a lost live link comes back, every cached query of the selected bar (those whose key holds
 * its id) is reloaded: messages sent while the link was down are gone for good.
 */
export function useReloadOnReconnect(client: LiveClient, barId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!barId) return;
    let wasLost = client.isLost();
    return client.onStatus((status) => {
      const lost = client.isLost();
      if (wasLost && !lost && status === 'connected') {
        void queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(barId) });
      }
      wasLost = lost;
    });
  }, [client, barId, queryClient]);
}
