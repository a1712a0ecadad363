import { adminTopic, barCommandTopic, liveMessageSchema, type LiveMessage } from '@bar/domain';
import type { FastifyBaseLogger } from 'fastify';
import { assertBarId, parseTopic } from './access.js';

/** A command for a bar controller, published on `bars/{barId}/cmd` (ARCHITECTURE §4). */
export interface BarCommand {
  /** Idempotency key: the controller executes a command id once. */
  id: string;
  command: string;
  args?: unknown;
  /** User id (or `system`) that issued it. */
  issuedBy: string;
  /** ISO timestamp. */
  at: string;
}

/** Receives a bar controller's event: the bar it came from and its parsed JSON payload. */
export type BarEventHandler = (barId: string, payload: unknown) => void | Promise<void>;

export interface LiveHub {
  /**
   * Sends a live message to the consoles watching a bar (topic `admin/{barId}`), on every instance.
   * Best effort: the database already holds the truth, so a broker failure is logged, not thrown.
   * An invalid message or bar id is a programming error and throws.
   */
  publishToConsoles(barId: string, message: LiveMessage): Promise<void>;
  /** Sends a command to a bar controller (topic `bars/{barId}/cmd`, QoS 1). Rejects when no broker takes it. */
  sendCommand(barId: string, command: BarCommand): Promise<void>;
  /**
   * Registers a handler for bar controller events (`bars/{barId}/evt`); with an external broker
   * each event reaches one instance. Returns a function that removes the handler.
   */
  onBarEvent(handler: BarEventHandler): () => void;
  /**
   * Applies a user's changed roles, disabled account or sign-out to their open broker connections
   * on this instance at once: consoles that may no longer see what they subscribed to are
   * disconnected. Other instances catch up on their periodic check.
   */
  recheckUser(userId: string): Promise<void>;
  /**
   * Hands `listener` every console message delivered on this instance, whichever instance sent it
   * (the relay brings them all here): what the fleet rows are kept from. Returns a function that removes it.
   */
  onConsoleMessage(listener: ConsoleMessageListener): () => void;
  /** Users with a console connected to this instance that follows their fleet topic. */
  fleetWatchers(): Set<string>;
  /** Sends a live message to the fleet topic of one user, to their consoles connected to this instance only. */
  publishToFleetHere(userId: string, message: LiveMessage): Promise<void>;
}

/** Takes the raw payload: most listeners care about few bars and parse only theirs. */
export type ConsoleMessageListener = (barId: string, payload: Buffer) => void;

/** Where server messages go: the embedded broker, or the external one when MQTT_URL is set. */
export type Publish = (topic: string, payload: Buffer, qos: 0 | 1) => Promise<void>;

export interface Hub extends Omit<LiveHub, 'onConsoleMessage' | 'fleetWatchers' | 'publishToFleetHere'> {
  /** Hands a raw event from either broker to the handlers; resolves once every handler finished with it. */
  dispatchEvent(topic: string, payload: Buffer): Promise<void>;
}

export function createHub(deps: { publish: Publish; log: FastifyBaseLogger; recheckUser(userId: string): Promise<void> }): Hub {
  const handlers = new Set<BarEventHandler>();
  const { log } = deps;

  return {
    async publishToConsoles(barId, message) {
      const topic = adminTopic(assertBarId(barId));
      const valid = liveMessageSchema.parse(message);
      try {
        await deps.publish(topic, Buffer.from(JSON.stringify(valid)), 0);
      } catch (err) {
        log.warn({ err, topic }, 'live message not delivered');
      }
    },

    async sendCommand(barId, command) {
      const topic = barCommandTopic(assertBarId(barId));
      await deps.publish(topic, Buffer.from(JSON.stringify(command)), 1);
    },

    onBarEvent(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },

    recheckUser: deps.recheckUser,

    async dispatchEvent(topic, payload) {
      const parsed = parseTopic(topic);
      if (parsed?.kind !== 'evt') return;
      let body: unknown;
      try {
        body = JSON.parse(payload.toString('utf8'));
      } catch {
        log.warn({ barId: parsed.barId }, 'bar event is not JSON; ignored');
        return;
      }
      const running: Array<Promise<void>> = [];
      for (const handler of handlers) {
        try {
          const result = handler(parsed.barId, body);
          if (result && typeof result.then === 'function') {
            running.push(result.catch((err: unknown) => log.error({ err, barId: parsed.barId }, 'bar event handler failed')));
          }
        } catch (err) {
          log.error({ err, barId: parsed.barId }, 'bar event handler failed');
        }
      }
      await Promise.all(running);
    },
  };
}
