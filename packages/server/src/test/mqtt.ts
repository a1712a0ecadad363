import { connect, type IClientOptions, type MqttClient } from 'mqtt';

/** Upper bound for anything a live test waits for; a bound, never an asserted timing. */
export const WAIT_MS = 10_000;

/** Resolves with `promise`, or fails with `what` once `ms` have passed without an answer. */
export function within<T>(promise: Promise<T>, what: string, ms = WAIT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Gave up after ${ms} ms waiting for ${what}`)), ms);
  });
  return Promise.race([promise, bound]).finally(() => clearTimeout(timer));
}

export interface TestMqttClient {
  client: MqttClient;
  /** Messages received so far, in order. */
  received: Array<{ topic: string; payload: string }>;
  /** The next message not yet taken by `next`, waiting for it if needed. */
  next(what?: string): Promise<{ topic: string; payload: string }>;
  /** Subscribes and returns the granted QoS per topic (128 = refused). */
  subscribe(...topics: string[]): Promise<number[]>;
  publish(topic: string, payload: string, options?: { qos?: 0 | 1; retain?: boolean }): Promise<void>;
  /** Resolves once the broker closed the connection. */
  closed: Promise<void>;
  end(): Promise<void>;
}

const opened = new Set<MqttClient>();

/**
 * Connects an mqtt.js client with reconnection off; rejects with the CONNACK refusal (its `code` is
 * the return code) when the broker refuses.
 */
export async function connectMqtt(url: string, options: IClientOptions = {}): Promise<TestMqttClient> {
  const client = connect(url, {
    protocolVersion: 4,
    clean: true,
    reconnectPeriod: 0,
    connectTimeout: WAIT_MS,
    clientId: `test-${Math.random().toString(16).slice(2, 10)}`,
    ...options,
  });
  opened.add(client);
  const received: Array<{ topic: string; payload: string }> = [];
  let taken = 0;
  const waiters: Array<() => void> = [];
  client.on('message', (topic, payload) => {
    received.push({ topic, payload: payload.toString('utf8') });
    waiters.splice(0).forEach((wake) => wake());
  });
  const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));

  try {
    await within(
      new Promise<void>((resolve, reject) => {
        client.once('connect', () => resolve());
        client.once('error', reject);
        client.once('close', () => reject(new Error('connection closed before CONNACK')));
      }),
      `the connection to ${url}`,
    );
  } catch (err) {
    client.end(true);
    opened.delete(client);
    throw err;
  }
  client.on('error', () => {});

  return {
    client,
    received,
    closed,
    next: (what = 'a message') =>
      within(
        (async () => {
          while (taken >= received.length) await new Promise<void>((wake) => waiters.push(wake));
          return received[taken++];
        })(),
        what,
      ),
    subscribe: (...topics) =>
      within(
        new Promise<number[]>((resolve, reject) =>
          client.subscribe(topics, { qos: 0 }, (err, granted, packet) => {
            // mqtt.js reports a SUBACK with a refused topic as an error carrying the packet
            const codes = (packet as { granted?: number[] } | undefined)?.granted;
            if (codes) resolve(codes);
            else if (err) reject(err);
            else resolve((granted ?? []).map((g) => g.qos));
          }),
        ),
        `SUBACK for ${topics.join(', ')}`,
      ),
    publish: (topic, payload, options = {}) =>
      within(
        new Promise<void>((resolve, reject) =>
          client.publish(topic, payload, { qos: options.qos ?? 0, retain: options.retain ?? false }, (err) => (err ? reject(err) : resolve())),
        ),
        `the publish on ${topic}`,
      ),
    end: () => endClient(client),
  };
}

function endClient(client: MqttClient): Promise<void> {
  opened.delete(client);
  return new Promise<void>((resolve) => client.end(true, {}, () => resolve()));
}

/** Ends every client `connectMqtt` opened and did not end yet (for afterEach/afterAll). */
export async function endAllMqtt(): Promise<void> {
  await Promise.all([...opened].map(endClient));
}

/** The CONNACK return code of a refused `connectMqtt`. */
export async function refusal(attempt: Promise<unknown>): Promise<number | string | undefined> {
  try {
    await attempt;
  } catch (err) {
    return (err as { code?: number | string }).code;
  }
  throw new Error('the connection was accepted, expected a refusal');
}
