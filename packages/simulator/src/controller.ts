import { connect, type MqttClient } from 'mqtt';
import { HEARTBEAT_INTERVAL_MS, barCommandTopic, barEventTopic, deviceCommandSchema, type AckStatus, type DeviceEvent } from '@bar/domain';
import { BarModel, DEFAULT_SIMULATION, type BarSetup, type CommandOutcome, type SimulationOptions } from './bar-model.js';
import { menuFromRecipes, type MenuSource } from './menu.js';

/** How often the bar's menu is read again, so new recipes and emptied bottles are followed. */
export const MENU_REFRESH_MS = 30_000;

export interface ControllerOptions {
  /** Broker WebSocket address, e.g. ws://127.0.0.1:3000/mqtt. */
  brokerUrl: string;
  /** Bar token from POST /api/auth/bar-jwt/{id}. */
  token: string;
  setup: BarSetup;
  simulation?: Partial<SimulationOptions>;
  /** Real milliseconds between simulation steps. Default 1000. */
  tickMs?: number;
  /** Real milliseconds between heartbeats. Default HEARTBEAT_INTERVAL_MS. */
  heartbeatMs?: number;
  log?: (message: string) => void;
  /** The bar's real menu; without it (or while it is empty) customers order the demo menu. */
  loadMenu?: MenuSource;
  /** Real milliseconds between menu reads. Default MENU_REFRESH_MS. */
  menuRefreshMs?: number;
  /** A fresh bar token, asked for when the broker refuses the current one (e.g. a server restarted with another secret). */
  renewToken?: () => Promise<string>;
  /** Milliseconds between reconnection attempts. Default 2000. */
  reconnectMs?: number;
}

/** CONNACK codes of a refused token: 4 bad user name or password, 5 not authorized. */
const TOKEN_REFUSED = new Set([4, 5]);

export interface BarController {
  readonly model: BarModel;
  /** Resolves once connected and announced the first time. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

/**
 * A bar controller over MQTT: the model's events go to `bars/{barId}/evt`, commands from
 * `bars/{barId}/cmd` are acknowledged on receipt, carried out once per id, then acknowledged done or failed.
 */
export function startBarController(options: ControllerOptions): BarController {
  const { setup, log = () => {} } = options;
  const evtTopic = barEventTopic(setup.barId);
  let client: MqttClient | undefined;
  const send = (event: DeviceEvent) => {
    if (client?.connected) client.publish(evtTopic, JSON.stringify(event), { qos: 1 });
  };
  const model = new BarModel(setup, send, { ...DEFAULT_SIMULATION, ...options.simulation });
  const outcomes = new Map<string, CommandOutcome>();

  client = connect(options.brokerUrl, {
    protocolVersion: 4,
    clientId: `sim-${setup.barId.slice(0, 8)}-${Math.floor(Math.random() * 1e6)}`,
    username: `bar-${setup.barId}`,
    password: options.token,
    clean: true,
    // a bar never gives up: whatever the broker answers, it tries again
    reconnectPeriod: options.reconnectMs ?? 2_000,
    reconnectOnConnackError: true,
    connectTimeout: 10_000,
  });

  let renewing = false;
  const renewToken = async () => {
    if (!options.renewToken || renewing) return;
    renewing = true;
    try {
      client!.options.password = await options.renewToken();
      log(`${setup.name}: new bar token, reconnecting`);
    } catch (err) {
      log(`${setup.name}: no new bar token yet (${err instanceof Error ? err.message : String(err)})`);
    } finally {
      renewing = false;
    }
  };

  const ack = (commandId: string, status: AckStatus, error?: string) => send({ type: 'ack', commandId, status, ...(error ? { error } : {}) });

  let resolveReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (resolveReady = resolve));

  client.on('connect', () => {
    client!.subscribe(barCommandTopic(setup.barId), { qos: 1 }, (err) => {
      if (err) log(`${setup.name}: subscribe refused (${err.message})`);
      model.announce();
      resolveReady();
    });
  });
  client.on('error', (err) => {
    log(`${setup.name}: broker error: ${err.message}`);
    if (TOKEN_REFUSED.has(Number((err as { code?: unknown }).code))) void renewToken();
  });
  client.on('message', (_topic, payload) => {
    let json: unknown;
    try {
      json = JSON.parse(payload.toString('utf8'));
    } catch {
      return;
    }
    const parsed = deviceCommandSchema.safeParse(json);
    if (!parsed.success) return;
    const cmd = parsed.data;
    const seen = outcomes.get(cmd.id);
    if (seen) {
      // redelivered: answer again with the first outcome, never run twice
      ack(cmd.id, seen.ok ? 'done' : 'failed', seen.error);
      return;
    }
    ack(cmd.id, 'acknowledged');
    const outcome = model.execute(cmd.command, cmd.args);
    outcomes.set(cmd.id, outcome);
    if (outcomes.size > 1000) outcomes.delete(outcomes.keys().next().value!);
    ack(cmd.id, outcome.ok ? 'done' : 'failed', outcome.error);
    log(`${setup.name}: ${cmd.command} ${outcome.ok ? 'done' : `failed: ${outcome.error}`}`);
  });

  const tickMs = options.tickMs ?? 1_000;
  let last = Date.now();
  const tick = setInterval(() => {
    const now = Date.now();
    if (client?.connected) model.step(now - last);
    last = now;
  }, tickMs);
  const beat = setInterval(() => {
    if (client?.connected) model.heartbeat();
  }, options.heartbeatMs ?? HEARTBEAT_INTERVAL_MS);

  const { loadMenu } = options;
  const readMenu = async () => {
    if (!loadMenu) return;
    try {
      model.useMenu(menuFromRecipes(await loadMenu()));
    } catch (err) {
      // keep ordering from the last menu read; the next read may work
      log(`${setup.name}: menu not read (${err instanceof Error ? err.message : String(err)})`);
    }
  };
  void readMenu();
  const menuTimer = loadMenu ? setInterval(() => void readMenu(), options.menuRefreshMs ?? MENU_REFRESH_MS) : undefined;

  return {
    model,
    ready,
    stop: () =>
      new Promise<void>((resolve) => {
        clearInterval(tick);
        clearInterval(beat);
        clearInterval(menuTimer);
        if (!client) return resolve();
        client.end(false, {}, () => resolve());
      }),
  };
}
