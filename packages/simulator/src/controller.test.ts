import net from 'node:net';
import Aedes from 'aedes';
import { afterEach, describe, expect, it } from 'vitest';
import { barCommandTopic, barEventTopic, type DeviceEvent } from '@bar/domain';
import { startBarController, type BarController } from './controller.js';
import { testSetup } from './test/quiet-model.js';

const setup = testSetup();
const quiet = { ordersPerHour: 0, cupErrorsPerHour: 0, fenceTripsPerHour: 0, robotFaultsPerHour: 0, emptyBottlesPerHour: 0 };

/** A real MQTT broker on a TCP port that can die like a killed server (sockets cut, no goodbye). */
async function startBroker(port: number, acceptPassword: (password: string) => boolean) {
  const events: DeviceEvent[] = [];
  const passwords: string[] = [];
  const broker = new Aedes({
    authenticate: (_client, _user, password, done) => {
      passwords.push(password?.toString() ?? '');
      if (acceptPassword(password?.toString() ?? '')) return done(null, true);
      done(Object.assign(new Error('refused'), { returnCode: 4 }) as never, false);
    },
  });
  broker.on('publish', (packet, client) => {
    if (client && packet.topic === barEventTopic(setup.barId)) events.push(JSON.parse(packet.payload.toString()) as DeviceEvent);
  });
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    broker.handle(socket);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    port: address.port,
    events,
    passwords,
    command: (id: string, command: string, args: Record<string, unknown>) =>
      new Promise<void>((resolve) =>
        broker.publish(
          {
            cmd: 'publish',
            topic: barCommandTopic(setup.barId),
            payload: Buffer.from(JSON.stringify({ id, command, args, issuedBy: 'system', at: new Date().toISOString() })),
            qos: 1,
            dup: false,
            retain: false,
          },
          () => resolve(),
        ),
      ),
    kill: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await new Promise<void>((resolve) => broker.close(() => resolve()));
    },
  };
}

async function until(what: string, ok: () => boolean, ms = 5000) {
  const started = Date.now();
  while (!ok()) {
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const DRINK_ID = '33333333-3333-4333-8333-333333333333';
const recipe = { name: 'Gin Tonic', price: 8, ingredients: [{ name: 'Gin', type: 'Bottle', quantity: 40 }] };
let controller: BarController | undefined;
let brokers: Array<{ kill: () => Promise<void> }> = [];

afterEach(async () => {
  await controller?.stop();
  for (const b of brokers) await b.kill().catch(() => {});
  brokers = [];
});

describe('bar controller reconnection', () => {
  it('comes back after its server is killed and reports the drink it took but the server never stored', async () => {
    const first = await startBroker(0, () => true);
    brokers.push(first);
    controller = startBarController({
      brokerUrl: `mqtt://127.0.0.1:${first.port}`,
      token: 'bar-token',
      setup,
      simulation: quiet,
      tickMs: 60_000,
      reconnectMs: 100,
    });
    await controller.ready;
    await first.command('c1', 'orderDrink', { drinkId: DRINK_ID, recipe, name: 'Anna' });
    await until('the acknowledgement', () => first.events.some((e) => e.type === 'ack' && e.commandId === 'c1'));

    await first.kill();
    const second = await startBroker(first.port, () => true);
    brokers.push(second);

    await until('the drink reported again', () => second.events.some((e) => e.type === 'drink' && e.drink.id === DRINK_ID));
    expect(second.events.find((e) => e.type === 'bar')).toMatchObject({ activeDrinkIds: [DRINK_ID] });
  }, 15_000);

  it('asks for a new bar token when the broker refuses its token, and connects with it', async () => {
    const broker = await startBroker(0, (password) => password === 'new-token');
    brokers.push(broker);
    let renewals = 0;
    controller = startBarController({
      brokerUrl: `mqtt://127.0.0.1:${broker.port}`,
      token: 'old-token',
      setup,
      simulation: quiet,
      tickMs: 60_000,
      reconnectMs: 100,
      renewToken: async () => {
        renewals++;
        return 'new-token';
      },
    });
    await controller.ready;
    await until('the announcement', () => broker.events.some((e) => e.type === 'heartbeat'));
    expect(broker.passwords[0]).toBe('old-token');
    expect(broker.passwords.at(-1)).toBe('new-token');
    expect(renewals).toBeGreaterThanOrEqual(1);
  }, 15_000);

  it('keeps trying while the broker refuses it for a moment (server still starting)', async () => {
    let accept = false;
    const broker = await startBroker(0, () => accept);
    brokers.push(broker);
    controller = startBarController({
      brokerUrl: `mqtt://127.0.0.1:${broker.port}`,
      token: 'bar-token',
      setup,
      simulation: quiet,
      tickMs: 60_000,
      reconnectMs: 100,
    });
    await until('a refused attempt', () => broker.passwords.length >= 2);
    expect(broker.events).toEqual([]);
    accept = true;
    await controller.ready;
    await until('the announcement', () => broker.events.some((e) => e.type === 'heartbeat'));
  }, 15_000);
});
