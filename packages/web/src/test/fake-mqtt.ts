import { EventEmitter } from 'node:events';
import { vi } from 'vitest';

/** A connection the console opened: emit 'connect', 'close', 'offline' or 'message' on it as the broker would. */
export type FakeBrokerClient = EventEmitter & {
  connected: boolean;
  options: unknown;
  subscribe: ReturnType<typeof vi.fn>;
  unsubscribe: ReturnType<typeof vi.fn>;
  end: ReturnType<typeof vi.fn>;
};

/**
 * The broker as the console's tests see it: the clients opened so far, newest last, and whether a
 * new one connects (on the next tick) or stays unconnected (the default).
 */
export const fakeBroker = { clients: [] as FakeBrokerClient[], connects: false };

/** mqtt.js's `connect`, answered by the fake broker. */
export function connect(_url: string, options?: unknown): FakeBrokerClient {
  const client: FakeBrokerClient = Object.assign(new EventEmitter(), { connected: false, options, subscribe: vi.fn(), unsubscribe: vi.fn(), end: vi.fn() });
  fakeBroker.clients.push(client);
  if (fakeBroker.connects) {
    setTimeout(() => {
      client.connected = true;
      client.emit('connect', {});
    }, 0);
  }
  return client;
}

/**
 * Stands in for the mqtt package, the live link's network edge:
 * `vi.mock('mqtt', () => import('../test/fake-mqtt'))`.
 */
export default { connect };
