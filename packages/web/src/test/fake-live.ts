import type { LiveMessage } from '@bar/domain';
import type { FleetMessageListener, LiveClient, LiveMessageListener, LiveStatus } from '../lib/live/live-client';

/**
 * A live link that tests drive by hand: `emit` delivers a message as the broker would, `emitFleet`
 * one of the fleet topic, `fleetFollowers` names the users whose fleet is followed, `setLink`
 * changes the connection state (connected and not lost by default).
 */
export function fakeLive() {
  const listeners = new Set<LiveMessageListener>();
  const fleetListeners = new Map<FleetMessageListener, string>();
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
    followFleet: (userId: string, listener: FleetMessageListener) => {
      fleetListeners.set(listener, userId);
      return () => fleetListeners.delete(listener);
    },
    getStatus: () => link.status,
    isLost: () => link.lost,
  } as unknown as LiveClient;
  const emit = (message: LiveMessage, barId: string) => listeners.forEach((listener) => listener(message, barId));
  const emitFleet = (message: LiveMessage) => fleetListeners.forEach((_user, listener) => listener(message));
  const fleetFollowers = () => [...fleetListeners.values()];
  const setLink = (next: { status: LiveStatus; lost: boolean }) => {
    link = next;
    statusListeners.forEach((listener) => listener(next.status));
  };
  return { client, emit, emitFleet, fleetFollowers, setLink };
}
