import fp from 'fastify-plugin';
import { PRINCIPAL_CHANGES_TOPIC } from '../auth/principal-cache.js';
import { BAR_CHANGES_TOPIC } from '../bars/record-cache.js';
import { createLiveBroker } from './broker.js';
import { fleetTopic, liveMessageSchema } from '@bar/domain';
import { createHub, type ConsoleMessageListener, type LiveHub } from './hub.js';
import { parseTopic } from './access.js';
import type { Relay } from './relay.js';
import { attachWebSocket } from './websocket.js';

export type { LiveHub, BarCommand, BarEventHandler, ConsoleMessageListener } from './hub.js';
export type { LiveIdentity } from './access.js';

/** One query per signed-in console user each time: cheap at a bar's scale. */
export const RECHECK_INTERVAL_MS = 3_000;

export interface LiveOptions {
  /** External broker that instances exchange messages through (MQTT_URL). */
  externalUrl?: string;
  /** MQTT version spoken to the external broker: 5 (default; Mosquitto 2, EMQX, HiveMQ) or 4. */
  externalProtocolVersion?: 4 | 5;
  /**
   * Shared-subscription group through which one instance takes each device event
   * (`$share/<group>/bars/+/evt`); false when the external broker has no shared subscriptions,
   * in which case every instance handles every event. Default `bar-console`.
   */
  sharedGroup?: string | false;
  /** How long start-up waits for the external broker before failing. Default 10 s. */
  externalConnectTimeoutMs?: number;
  /** How often open console connections are checked against the database (expired token, disabled
   * or deleted account, removed role), whatever changed them; 0 turns the check off. Default 3 s, so
   * access ended by any path, on any instance, stops live messages within 5 s. */
  recheckIntervalMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveHub;
  }
}

/**
 * Live messages (ARCHITECTURE §2, §4): the embedded Aedes broker served as MQTT over WebSocket at
 * `/mqtt`, its authentication and authorisation, the server's publish helpers and, with MQTT_URL,
 * the relay through the external broker.
 */
export const livePlugin = fp<LiveOptions>(
  async (app, opts) => {
    const log = app.log.child({ area: 'live' });
    const broker = createLiveBroker({ db: app.db, tokens: app.tokens, log });
    let relay: Relay | undefined;

    // every message for consoles that reaches this instance's broker, from this instance or (relayed) another
    const consoleListeners = new Set<ConsoleMessageListener>();
    const deliverHere = (topic: string, payload: Buffer, qos: 0 | 1) => {
      if (consoleListeners.size > 0) tellConsoleListeners(topic, payload);
      return broker.publish(topic, payload, qos);
    };
    const tellConsoleListeners = (topic: string, payload: Buffer) => {
      const parsed = parseTopic(topic);
      if (parsed?.kind !== 'admin') return;
      for (const listener of consoleListeners) {
        try {
          listener(parsed.barId, payload);
        } catch (err) {
          log.error({ err, barId: parsed.barId }, 'console message listener failed');
        }
      }
    };

    const hub = createHub({
      log,
      publish: (topic, payload, qos) => (relay ? relay.publish(topic, payload, qos) : deliverHere(topic, payload, qos)),
      recheckUser: async (userId) => {
        await broker.recheckConsoles((identity) => identity.userId === userId);
      },
    });

    if (opts.externalUrl) {
      // the MQTT client (relay.ts) loads only when there is an external broker (budget B9)
      const { connectRelay } = await import('./relay.js');
      try {
        relay = await connectRelay({
          url: opts.externalUrl,
          protocolVersion: opts.externalProtocolVersion ?? 5,
          sharedGroup: opts.sharedGroup ?? 'bar-console',
          connectTimeoutMs: opts.externalConnectTimeoutMs ?? 10_000,
          log,
          // admin/# and bars/+/cmd from any instance reach this instance's consoles and controllers
          onServerMessage: (topic, payload, qos) => {
            deliverHere(topic, payload, qos).catch((err: unknown) => log.warn({ err, topic }, 'relayed message not delivered'));
          },
          onEvent: (topic, payload) => void hub.dispatchEvent(topic, payload),
          onServerNotice: (topic, payload) => {
            if (topic === PRINCIPAL_CHANGES_TOPIC) app.principals.receive(payload);
            else if (topic === BAR_CHANGES_TOPIC) app.barRecords.receive(payload);
          },
        });
      } catch (err) {
        await broker.close();
        throw err;
      }
      // events of controllers connected here go to the external broker (and from there to one instance)
      const external = relay;
      // a change the relay cannot carry now still reaches the other instances' caches within their TTL
      app.principals.announceThrough((change) =>
        external
          .publish(PRINCIPAL_CHANGES_TOPIC, Buffer.from(JSON.stringify(change)), 1)
          .catch((err: unknown) => log.warn({ err, change }, 'principal change not announced to other instances')),
      );
      app.barRecords.announceThrough((change) =>
        external
          .publish(BAR_CHANGES_TOPIC, Buffer.from(JSON.stringify(change)), 1)
          .catch((err: unknown) => log.warn({ err, barId: change.id }, 'bar change not announced to other instances')),
      );
      // the bar's acknowledgement waits until the external broker took the event
      broker.takeBarEvents((topic, payload, qos) =>
        external.publish(topic, payload, qos).catch((err: unknown) => log.warn({ err, topic }, 'bar event not relayed')),
      );
    } else {
      // the bar's acknowledgement waits until the event is applied (stored, then published to the consoles)
      broker.takeBarEvents((topic, payload) => hub.dispatchEvent(topic, payload));
    }

    const endpoint = attachWebSocket(app.server, broker.aedes, log);

    const interval = opts.recheckIntervalMs ?? RECHECK_INTERVAL_MS;
    const timer =
      interval > 0
        ? setInterval(() => {
            broker.recheckConsoles().catch((err: unknown) => log.error({ err }, 'broker connection check failed'));
          }, interval).unref()
        : undefined;

    const { publishToConsoles, sendCommand, onBarEvent, recheckUser } = hub;
    app.decorate('live', {
      publishToConsoles,
      sendCommand,
      onBarEvent,
      recheckUser,
      onConsoleMessage: (listener) => {
        consoleListeners.add(listener);
        return () => consoleListeners.delete(listener);
      },
      fleetWatchers: () => broker.fleetWatchers(),
      publishToFleetHere: async (userId, message) => {
        const valid = liveMessageSchema.parse(message);
        await broker.publish(fleetTopic(userId), Buffer.from(JSON.stringify(valid)), 0);
      },
    } satisfies LiveHub);

    // Upgraded sockets hold the HTTP server open, so they go before it closes (preClose).
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await endpoint.close();
      await broker.close();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await endpoint.close();
      await broker.close();
      await relay?.close();
    });
  },
  { name: 'live', dependencies: ['database', 'auth-core', 'bar-records'] },
);
