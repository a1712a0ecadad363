import Aedes, { type Client } from 'aedes';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection.js';
import type { TokenService } from '../auth/tokens.js';
import { findPrincipal, type Principal } from '../auth/repository.js';
import { barMayPublish, barMaySubscribe, consoleMayFollowFleet, consoleSubscriptionBar, fleetTopicUser, mayWatchBar, type LiveIdentity } from './access.js';
import { BrokerAuthError, SERVER_UNAVAILABLE, authenticateConnection } from './authenticate.js';

interface Deps {
  db: Db;
  tokens: TokenService;
  log: FastifyBaseLogger;
}

/** Fields of an aedes client that its typings leave out. */
type AedesClient = Client & { subscriptions: Record<string, unknown> };

export interface LiveBroker {
  readonly aedes: Aedes;
  /** What a connected client is; undefined before it authenticated. */
  identityOf(client: Client): LiveIdentity | undefined;
  /** Publishes into the embedded broker as the server (never retained). */
  publish(topic: string, payload: Buffer, qos: 0 | 1): Promise<void>;
  /**
   * Hands every event a bar controller publishes to `handler`, and acknowledges it to the bar (PUBACK)
   * only once the returned promise settled: an event the bar was told is delivered is stored, and one a
   * crash interrupted is still the bar's to send again when it reconnects.
   */
  takeBarEvents(handler: (topic: string, payload: Buffer, qos: 0 | 1) => Promise<void>): void;
  /**
   * Re-reads from the database the consoles matching `filter` (all when omitted) and disconnects
   * those whose token expired, whose account is gone or disabled, or who lost the role behind one
   * of their subscriptions. Their console reconnects and is refused what it may no longer see.
   */
  recheckConsoles(filter?: (identity: Extract<LiveIdentity, { kind: 'console' }>) => boolean): Promise<number>;
  /** Users with a console connected here that follows their fleet topic. */
  fleetWatchers(): Set<string>;
  close(): Promise<void>;
}

/**
 * The embedded Aedes broker with the broker rules of ARCHITECTURE §4: who may connect, which
 * topics each kind of client may subscribe to, and that clients never publish what the server writes.
 */
export function createLiveBroker(deps: Deps): LiveBroker {
  const identities = new WeakMap<Client, LiveIdentity>();
  const log = deps.log;
  let takeBarEvent: (topic: string, payload: Buffer, qos: 0 | 1) => Promise<void> = async () => {};

  const aedes = new Aedes({
    connectTimeout: 10_000,

    authenticate(client, username, password, done) {
      authenticateConnection(deps, username ?? undefined, password ?? undefined).then(
        (identity) => {
          identities.set(client, identity);
          // Client ids are chosen by clients (`console-<4 digits>`); a newcomer with a taken id would
          // take the session over [MQTT-3.1.4-2]. Scoping ids by identity keeps that to one's own sessions.
          const owner = identity.kind === 'console' ? `console:${identity.userId}` : `bar:${identity.barId}`;
          (client as { id: string }).id = `${owner}:${client.id}`;
          done(null, true);
        },
        (err: unknown) => {
          if (err instanceof BrokerAuthError) {
            log.info({ reason: err.message, code: err.returnCode }, 'broker connection refused');
            done(err, false);
          } else {
            log.error({ err }, 'broker authentication failed');
            done(new BrokerAuthError(SERVER_UNAVAILABLE, 'authentication failed'), false);
          }
        },
      );
    },

    authorizePublish(client, packet, done) {
      // An error here makes aedes close the client: MQTT 3.1.1 has no negative PUBACK.
      const identity = client ? identities.get(client) : undefined;
      if (!identity) return done(new Error('publishing needs an authenticated client'));
      if (packet.retain) return done(new Error('retained messages are not accepted'));
      if (identity.kind === 'console') return done(new Error('consoles may not publish'));
      if (!barMayPublish(identity.barId, packet.topic)) return done(new Error(`bar may not publish on ${packet.topic}`));
      // aedes sends the PUBACK as soon as this calls back, before any subscriber sees the message:
      // the event is taken here, so the bar's acknowledgement means it was handled (stored or relayed)
      const payload = Buffer.isBuffer(packet.payload) ? packet.payload : Buffer.from(packet.payload);
      takeBarEvent(packet.topic, payload, packet.qos > 0 ? 1 : 0)
        .catch((err: unknown) => log.error({ err, topic: packet.topic }, 'bar event handler failed'))
        .finally(() => done(null));
    },

    authorizeSubscribe(client, subscription, done) {
      // Refused subscriptions are negated (SUBACK 128), the connection stays.
      const identity = identities.get(client);
      if (!identity) return done(null, null);
      if (identity.kind === 'bar') return done(null, barMaySubscribe(identity.barId, subscription.topic) ? subscription : null);
      const barId = consoleSubscriptionBar(subscription.topic);
      const ownFleet = consoleMayFollowFleet(identity, subscription.topic);
      if (!barId && !ownFleet) return done(null, null);
      if (identity.expiresAt <= Date.now()) {
        done(null, null);
        setImmediate(() => client.close());
        return;
      }
      findPrincipal(deps.db, identity.userId)
        .then(
          (principal) => {
            if (!principal) {
              done(null, null);
              setImmediate(() => client.close());
              return;
            }
            done(null, ownFleet || mayWatchBar(principal, barId!) ? subscription : null);
          },
          (err: unknown) => {
            log.error({ err }, 'broker subscription check failed');
            done(null, null);
          },
        )
        .catch((err: unknown) => log.error({ err }, 'broker subscription callback failed'));
    },
  });

  aedes.on('clientError', (client, err) => log.debug({ clientId: client.id, err: err.message }, 'broker client error'));
  aedes.on('connectionError', (_client, err) => log.debug({ err: err.message }, 'broker connection error'));

  const publish = (topic: string, payload: Buffer, qos: 0 | 1) =>
    new Promise<void>((resolve, reject) => {
      if (aedes.closed) return reject(new Error('The live broker is closed.'));
      aedes.publish({ cmd: 'publish', topic, payload, qos, retain: false, dup: false }, (err) => (err ? reject(err) : resolve()));
    });

  const connectedClients = () => Object.values((aedes as unknown as { clients: Record<string, AedesClient> }).clients);

  const recheckConsoles: LiveBroker['recheckConsoles'] = async (filter) => {
    const clients = connectedClients();
    const principals = new Map<string, Promise<Principal | undefined>>();
    let closed = 0;
    await Promise.all(
      clients.map(async (client) => {
        const identity = identities.get(client);
        if (!identity || identity.kind !== 'console' || client.closed) return;
        if (filter && !filter(identity)) return;
        let keep = identity.expiresAt > Date.now();
        if (keep) {
          if (!principals.has(identity.userId)) principals.set(identity.userId, findPrincipal(deps.db, identity.userId));
          const principal = await principals.get(identity.userId)!;
          keep =
            Boolean(principal) &&
            Object.keys(client.subscriptions).every((topic) => {
              if (consoleMayFollowFleet(identity, topic)) return true;
              const barId = consoleSubscriptionBar(topic);
              return barId !== null && mayWatchBar(principal!, barId);
            });
        }
        if (!keep) {
          closed++;
          client.close();
        }
      }),
    );
    return closed;
  };

  return {
    aedes,
    identityOf: (client) => identities.get(client),
    publish,
    takeBarEvents: (handler) => {
      takeBarEvent = handler;
    },
    recheckConsoles,
    fleetWatchers: () => {
      const users = new Set<string>();
      for (const client of connectedClients()) {
        if (client.closed) continue;
        for (const topic of Object.keys(client.subscriptions)) {
          const userId = fleetTopicUser(topic);
          if (userId) users.add(userId);
        }
      }
      return users;
    },
    close: () => new Promise<void>((resolve) => aedes.close(() => resolve())),
  };
}
