import type { LiveMessage, LiveMessageType } from '@bar/domain';
import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import type { LiveClient, LiveStatus } from './live-client';

export const LiveContext = createContext<LiveClient | null>(null);

function useLiveClient(): LiveClient {
  const client = useContext(LiveContext);
  if (!client) throw new Error('Live hooks must be used inside <LiveProvider>');
  return client;
}

/** Connection state of the live link, for indicators. */
export function useLiveStatus(): LiveStatus {
  const client = useLiveClient();
  return useSyncExternalStore(
    (notify) => client.onStatus(notify),
    () => client.getStatus(),
  );
}

/**
 * True while the console is not receiving live updates it should (link dropped, or the first
 * connection late): screens show their data as possibly out of date and disable the controls
 * that act on what they show.
 */
export function useLiveLost(): boolean {
  const client = useLiveClient();
  return useSyncExternalStore(
    (notify) => client.onStatus(notify),
    () => client.isLost(),
  );
}

/**
 * Calls `listener` with every valid live message of the selected bar, optionally only of some
 * types. The latest listener is always used, so it may close over fresh state.
 * @example useLiveMessages((m) => applyDrink(m.payload), ['drink'])
 */
export function useLiveMessages(listener: (message: LiveMessage, barId: string) => void, types?: readonly LiveMessageType[]): void {
  const client = useLiveClient();
  const latest = useRef(listener);
  latest.current = listener;
  const typeKey = types?.join(',') ?? '';
  useEffect(() => {
    const wanted = typeKey ? new Set(typeKey.split(',')) : null;
    return client.onMessage((message, barId) => {
      if (!wanted || wanted.has(message.type)) latest.current(message, barId);
    });
  }, [client, typeKey]);
}

/**
 * While mounted, follows the user's fleet topic (one subscription per console, whoever else
 * follows it) and calls `listener` with each `fleet` message. The latest listener is always used.
 */
export function useFleetMessages(userId: string | null, listener: (message: LiveMessage) => void): void {
  const client = useLiveClient();
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    if (!userId) return;
    return client.followFleet(userId, (message) => latest.current(message));
  }, [client, userId]);
}
