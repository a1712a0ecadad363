import type { LiveMessage } from '@bar/domain';
import type { LiveClient, LiveMessageListener } from '../lib/live/live-client';

/** A live link that tests drive by hand: `emit` delivers a message as the broker would. */
export function fakeLive() {
  const listeners = new Set<LiveMessageListener>();
  const client = {
    onMessage: (listener: LiveMessageListener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onStatus: () => () => undefined,
    getStatus: () => 'connected',
  } as unknown as LiveClient;
  const emit = (message: LiveMessage, barId: string) => listeners.forEach((listener) => listener(message, barId));
  return { client, emit };
}
