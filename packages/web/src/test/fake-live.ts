import type { LiveMessage } from '@bar/domain';
import type { LiveClient, LiveMessageListener, LiveStatus } from '../lib/live/live-client';

/**
 * A live link that tests drive by hand: `emit` delivers a message as the broker would, `setLink`
 * changes the connection state (connected and not lost by default).
 */
export function fakeLive() {
  const listeners = new Set<LiveMessageListener>();
  const statusListeners = new Set<(status: LiveStatus) => void>();
  let link: { status: LiveStatus; lost: boolean } = { status: 'connected', lost: false };
  const client = {
    onMessage: (listener: LiveMessageListener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onStatus: (listener: (status: LiveStatus) => void) => {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    getStatus: () => link.status,
    isLost: () => link.lost,
  } as unknown as LiveClient;
  const emit = (message: LiveMessage, barId: string) => listeners.forEach((listener) => listener(message, barId));
  const setLink = (next: { status: LiveStatus; lost: boolean }) => {
    link = next;
    statusListeners.forEach((listener) => listener(next.status));
  };
  return { client, emit, setLink };
}
