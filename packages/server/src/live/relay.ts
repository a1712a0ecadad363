import crypto from 'node:crypto';
import { connect, type MqttClient } from 'mqtt';
import type { FastifyBaseLogger } from 'fastify';
import { parseTopic } from './access.js';

/** Topics instances tell each other things on; never handed to a console or a bar controller. */
export const SERVER_NOTICE_PREFIX = 'server/';

/** What an instance takes from the external broker, in SUBACK order. */
const SUBSCRIPTIONS = (eventFilter: string) => ['admin/#', 'bars/+/cmd', eventFilter, `${SERVER_NOTICE_PREFIX}#`];

export interface RelayOptions {
  url: string;
  /** MQTT version spoken to the external broker: 5 (default) or 4 (3.1.1). */
  protocolVersion: 4 | 5;
  /** Shared-subscription group for device events, or false to receive every event on every instance. */
  sharedGroup: string | false;
  /** How long start-up waits for the first connection and subscriptions. */
  connectTimeoutMs: number;
  log: FastifyBaseLogger;
  /** A server message (`admin/{barId}` or `bars/{barId}/cmd`) from any instance, for this instance's clients. */
  onServerMessage(topic: string, payload: Buffer, qos: 0 | 1): void;
  /** A device event (`bars/{barId}/evt`), delivered to one instance of the group. */
  onEvent(topic: string, payload: Buffer): void;
  /** A notice from an instance (`server/…`, this one included), delivered to every instance. */
  onServerNotice(topic: string, payload: Buffer): void;
}

export interface Relay {
  /** Publishes on the external broker (never retained). Rejects while it is unreachable. */
  publish(topic: string, payload: Buffer, qos: 0 | 1): Promise<void>;
  close(): Promise<void>;
}

/** The external broker address with any credentials removed, for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    u.username = '';
    u.password = '';
    return u.toString();
  } catch {
    return '(unparsable MQTT_URL)';
  }
}

/**
 * The link to the external broker (MQTT_URL) that server instances exchange messages through
 * (ARCHITECTURE §4). Subscribes to `admin/#` and `bars/+/cmd` (handed to this instance's embedded
 * broker) and to `bars/+/evt` through a shared subscription (handed to the event handlers). Nothing
 * received here is ever published back to the external broker, so messages cannot loop.
 */
export async function connectRelay(options: RelayOptions): Promise<Relay> {
  const { log } = options;
  const where = redactUrl(options.url);
  const eventFilter = options.sharedGroup ? `$share/${options.sharedGroup}/bars/+/evt` : 'bars/+/evt';
  const client: MqttClient = connect(options.url, {
    clientId: `bar-console-server-${crypto.randomBytes(6).toString('hex')}`,
    protocolVersion: options.protocolVersion,
    clean: true,
    resubscribe: false,
    reconnectPeriod: 1_000,
    connectTimeout: options.connectTimeoutMs,
  });

  const subscribe = () =>
    new Promise<void>((resolve, reject) => {
      client.subscribe(Object.fromEntries(SUBSCRIPTIONS(eventFilter).map((topic) => [topic, { qos: 1 as const }])), (err, granted, packet) => {
        const codes = (packet as { granted?: number[] } | undefined)?.granted ?? (granted ?? []).map((g) => g.qos);
        const refused = SUBSCRIPTIONS(eventFilter).filter((_, i) => (codes[i] ?? 0) >= 0x80);
        if (refused.length) return reject(new Error(`the broker refused the subscription to ${refused.join(', ')}`));
        if (err) return reject(err);
        resolve();
      });
    });

  client.on('message', (topic, payload, packet) => {
    const parsed = parseTopic(topic);
    const qos = packet.qos > 0 ? 1 : 0;
    try {
      if (topic.startsWith(SERVER_NOTICE_PREFIX)) options.onServerNotice(topic, payload);
      else if (parsed?.kind === 'evt') options.onEvent(topic, payload);
      else if (parsed) options.onServerMessage(topic, payload, qos);
    } catch (err) {
      log.error({ err, topic }, 'relayed message handler failed');
    }
  });

  let lastError: Error | undefined;
  client.on('error', (err) => {
    lastError = err;
    log.warn({ broker: where, err: err.message }, 'external MQTT broker error');
  });
  client.on('offline', () => log.warn({ broker: where }, 'external MQTT broker unreachable; reconnecting'));

  // First connection: start-up fails with a clear message rather than running half-connected.
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      fail(new Error(`Cannot reach the external MQTT broker at ${where}${lastError ? `: ${lastError.message}` : ''}`));
    }, options.connectTimeoutMs);
    const fail = (err: Error) => {
      clearTimeout(timer);
      client.removeListener('connect', first);
      client.end(true);
      reject(err);
    };
    const first = () => {
      subscribe().then(
        () => {
          clearTimeout(timer);
          resolve();
        },
        (err: Error) => fail(new Error(`External MQTT broker at ${where}: ${err.message}`)),
      );
    };
    client.once('connect', first);
  });
  log.info({ broker: where }, 'relaying live messages through the external MQTT broker');

  // Later connections start clean: subscribe again.
  client.on('connect', () => {
    log.info({ broker: where }, 'external MQTT broker reconnected');
    subscribe().catch((err: Error) => log.error({ broker: where, err: err.message }, 'external MQTT re-subscription failed'));
  });

  return {
    publish: (topic, payload, qos) =>
      new Promise<void>((resolve, reject) => {
        if (!client.connected) return reject(new Error(`The external MQTT broker at ${where} is not connected.`));
        client.publish(topic, payload, { qos, retain: false }, (err) => (err ? reject(err) : resolve()));
      }),
    close: async () => {
      // In-flight QoS 1 messages (commands) get a moment to finish; a dead broker does not hold us.
      if (client.connected && Object.keys(client.outgoing).length > 0) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          new Promise<void>((resolve) => client.once('outgoingEmpty', () => resolve())),
          new Promise<void>((resolve) => (timer = setTimeout(resolve, 2_000))),
        ]);
        clearTimeout(timer);
      }
      const force = !client.connected || Object.keys(client.outgoing).length > 0;
      await new Promise<void>((resolve) => client.end(force, {}, () => resolve()));
    },
  };
}
