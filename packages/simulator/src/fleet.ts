import type { BarSetup, SimulationOptions } from './bar-model.js';
import { startBarController, type BarController } from './controller.js';
import type { MenuSource } from './menu.js';

export interface FleetOptions {
  /** Broker WebSocket address, e.g. ws://127.0.0.1:3000/mqtt. */
  brokerUrl: string;
  bars: Array<{ setup: BarSetup; token: string; loadMenu?: MenuSource; renewToken?: () => Promise<string> }>;
  /** Milliseconds between reconnection attempts. */
  reconnectMs?: number;
  simulation?: Partial<SimulationOptions>;
  tickMs?: number;
  heartbeatMs?: number;
  log?: (message: string) => void;
}

export interface Fleet {
  controllers: BarController[];
  ready: Promise<void>;
  stop(): Promise<void>;
}

/** One controller per bar, all through the broker. */
export function startFleet(options: FleetOptions): Fleet {
  const controllers = options.bars.map(({ setup, token, loadMenu, renewToken }) =>
    startBarController({
      brokerUrl: options.brokerUrl,
      token,
      setup,
      loadMenu,
      renewToken,
      reconnectMs: options.reconnectMs,
      simulation: options.simulation,
      tickMs: options.tickMs,
      heartbeatMs: options.heartbeatMs,
      log: options.log,
    }),
  );
  return {
    controllers,
    ready: Promise.all(controllers.map((c) => c.ready)).then(() => undefined),
    stop: async () => {
      await Promise.all(controllers.map((c) => c.stop()));
    },
  };
}

/** The broker address of a server's HTTP address: same origin, path /mqtt. */
export function brokerUrlOf(httpUrl: string): string {
  const url = new URL(httpUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.pathname = '/mqtt';
  url.search = '';
  return url.toString();
}
