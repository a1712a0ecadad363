import crypto from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import Aedes from 'aedes';
import type { LiveOptions } from '../live/plugin.js';

/** An external broker (MQTT_URL) for tests of several instances, and the live options that go with it. */
export interface ExternalBroker {
  url: string;
  options: Partial<LiveOptions>;
  close(): Promise<void>;
}

/** The external broker named by TEST_MQTT_URL (Mosquitto in CI) when set, else an in-process Aedes on a TCP port. */
export const externalBrokerFromEnv = process.env.TEST_MQTT_URL;

/**
 * Starts (or names) the external broker. On TEST_MQTT_URL the instances get a shared group of their
 * own, so that instances of other test runs on the same broker do not take their events; Aedes speaks
 * MQTT 3.1.1 only and has no shared subscriptions.
 */
export async function startExternalBroker(): Promise<ExternalBroker> {
  if (externalBrokerFromEnv) {
    return { url: externalBrokerFromEnv, options: { sharedGroup: `bar-console-test-${crypto.randomBytes(4).toString('hex')}` }, close: async () => {} };
  }
  const broker = new Aedes();
  const server = net.createServer(broker.handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `mqtt://127.0.0.1:${port}`,
    options: { externalProtocolVersion: 4, sharedGroup: false },
    close: async () => {
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
