import type { LiveMessage } from '@bar/domain';
import type { MqttClient } from 'mqtt';
import { liveClientId } from './broker-url';
import type { LiveDriver } from './live-driver';

export type LiveStatus = 'disconnected' | 'connecting' | 'connected';
export type LiveMessageListener = (message: LiveMessage, barId: string) => void;
/** Gets the messages of the user's fleet topic (`fleet` rows of every bar the user holds). */
export type FleetMessageListener = (message: LiveMessage) => void;
type StatusListener = (status: LiveStatus) => void;

/**
 * How long a first connection may take before the link counts as lost: long enough that signing
 * in never flashes the warning, short enough that a broker that is down is noticed.
 */
export const FIRST_CONNECT_GRACE_MS = 5_000;

export interface LiveCredentials {
  url: string;
  /** The user's email. */
  username: string;
  /** The access token. */
  password: string;
}

/** Loads mqtt.js and the message parser on demand, out of the initial bundle (budget B8). */
export async function loadLiveDriver(): Promise<LiveDriver> {
  return (await import('./live-driver')).liveDriver;
}

/**
 * The console's live link (SPEC §4): one broker connection per sign-in, subscribed to the
 * selected bar's `admin/{barId}` topic and, while a screen follows the fleet (`followFleet`), to the
 * user's one `fleet/{userId}` topic. Framework-free; `LiveProvider` drives it.
 */
export class LiveClient {
  private client: MqttClient | null = null;
  private driver: LiveDriver | null = null;
  private barId: string | null = null;
  /** The user whose fleet topic is followed, while any fleet listener is there. */
  private fleetUserId: string | null = null;
  private status: LiveStatus = 'disconnected';
  /** The screen is not receiving live updates it should: see `isLost`. */
  private lost = false;
  private everConnected = false;
  private graceTimer: ReturnType<typeof setTimeout> | null = null;
  /** Bumped by every connect/disconnect so a slow mqtt.js load cannot revive an old link. */
  private generation = 0;
  private readonly messageListeners = new Set<LiveMessageListener>();
  private readonly fleetListeners = new Set<FleetMessageListener>();
  private readonly statusListeners = new Set<StatusListener>();

  constructor(
    private readonly loadDriver: () => Promise<LiveDriver> = loadLiveDriver,
    private readonly firstConnectGraceMs = FIRST_CONNECT_GRACE_MS,
  ) {}

  getStatus(): LiveStatus {
    return this.status;
  }

  /**
   * True while a signed-in console is without its live link: it was connected and went down, or
   * its first connection has not come up within the grace period. False once (re)connected and
   * after sign-out.
   */
  isLost(): boolean {
    return this.lost;
  }

  getBarId(): string | null {
    return this.barId;
  }

  async connect(credentials: LiveCredentials): Promise<void> {
    this.disconnect();
    const generation = this.generation;
    this.setStatus('connecting');
    this.graceTimer = setTimeout(() => {
      if (generation === this.generation && this.status !== 'connected') this.setLost(true);
    }, this.firstConnectGraceMs);
    let driver: LiveDriver;
    try {
      driver = await this.loadDriver();
    } catch (error) {
      console.error('Live updates unavailable: the MQTT client failed to load', error);
      if (generation === this.generation) this.setStatus('disconnected');
      return;
    }
    if (generation !== this.generation) return;
    this.driver = driver;

    const client = driver.connect(credentials.url, {
      username: credentials.username,
      password: credentials.password,
      clientId: liveClientId(),
      protocolVersion: 4,
      clean: true,
      reconnectPeriod: 2_000,
      connectTimeout: 10_000,
      // Subscriptions are renewed by the 'connect' handler for whichever bar and fleet are followed then.
      resubscribe: false,
    });
    this.client = client;

    client.on('connect', () => {
      this.everConnected = true;
      this.update('connected', false);
      if (this.barId) this.subscribe(driver.topicFor(this.barId));
      if (this.fleetUserId) this.subscribe(driver.fleetTopicFor(this.fleetUserId));
    });
    client.on('reconnect', () => this.setStatus('connecting'));
    client.on('offline', () => this.dropped());
    client.on('close', () => this.dropped());
    client.on('error', (error) => console.error('Live connection error:', error.message));
    client.on('message', (topic, payload) => this.receive(topic, payload.toString()));
  }

  /** Follows the selected bar: leaves the previous bar's topic and joins the new one. */
  setBar(barId: string | null): void {
    if (barId === this.barId) return;
    const previous = this.barId;
    this.barId = barId;
    if (!this.client?.connected || !this.driver) return;
    if (previous) this.client.unsubscribe(this.driver.topicFor(previous));
    if (barId) this.subscribe(this.driver.topicFor(barId));
  }

  /**
   * Follows the fleet topic of `userId` until the returned function is called: one subscription
   * for the console however many listeners there are, renewed on every reconnection.
   */
  followFleet(userId: string, listener: FleetMessageListener): () => void {
    this.fleetListeners.add(listener);
    if (userId !== this.fleetUserId) this.setFleetUser(userId);
    return () => {
      this.fleetListeners.delete(listener);
      if (this.fleetListeners.size === 0) this.setFleetUser(null);
    };
  }

  disconnect(): void {
    this.generation += 1;
    if (this.graceTimer) clearTimeout(this.graceTimer);
    this.graceTimer = null;
    this.everConnected = false;
    const client = this.client;
    this.client = null;
    client?.removeAllListeners();
    // Keep a no-op error listener: an unhandled 'error' on an emitter being torn down would throw.
    client?.on('error', () => undefined);
    client?.end(true);
    this.update('disconnected', false);
  }

  onMessage(listener: LiveMessageListener): () => void {
    this.messageListeners.add(listener);
    return () => this.messageListeners.delete(listener);
  }

  onStatus(listener: StatusListener): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Parses one broker message and hands it to listeners; bad messages are logged, never thrown. */
  receive(topic: string, raw: string): void {
    const { barId, fleetUserId, driver } = this;
    if (!driver) return;
    if (fleetUserId && topic === driver.fleetTopicFor(fleetUserId)) {
      const message = this.parse(driver, raw);
      if (message?.type === 'fleet') this.deliver(this.fleetListeners, (listener) => listener(message));
      return;
    }
    // A message still in flight for the bar we just left is not for this screen.
    if (!barId || topic !== driver.topicFor(barId)) return;
    const message = this.parse(driver, raw);
    if (message) this.deliver(this.messageListeners, (listener) => listener(message, barId));
  }

  private parse(driver: LiveDriver, raw: string): LiveMessage | null {
    try {
      return driver.parse(raw);
    } catch (error) {
      console.error(error);
      return null;
    }
  }

  /** One failing listener does not keep the message from the others. */
  private deliver<L>(listeners: Set<L>, call: (listener: L) => void): void {
    for (const listener of listeners) {
      try {
        call(listener);
      } catch (error) {
        console.error('Live message listener failed', error);
      }
    }
  }

  private setFleetUser(userId: string | null): void {
    const previous = this.fleetUserId;
    this.fleetUserId = userId;
    if (!this.client?.connected || !this.driver) return;
    if (previous) this.client.unsubscribe(this.driver.fleetTopicFor(previous));
    if (userId) this.subscribe(this.driver.fleetTopicFor(userId));
  }

  private subscribe(topic: string): void {
    this.client?.subscribe(topic, { qos: 0 }, (error) => {
      if (error) console.error(`Live subscription to ${topic} refused:`, error.message);
    });
  }

  /** The broker went away; mqtt.js keeps trying to reconnect. */
  private dropped(): void {
    this.update('disconnected', this.lost || this.everConnected);
  }

  private setStatus(status: LiveStatus): void {
    this.update(status, this.lost);
  }

  private setLost(lost: boolean): void {
    this.update(this.status, lost);
  }

  /** Changes status and lost together, so listeners never see one without the other. */
  private update(status: LiveStatus, lost: boolean): void {
    if (status === this.status && lost === this.lost) return;
    this.status = status;
    this.lost = lost;
    for (const listener of this.statusListeners) listener(status);
  }
}
