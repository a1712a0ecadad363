import crypto from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import Aedes from 'aedes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTopic, barCommandTopic, barEventTopic, seededRandom, type BarRole } from '@bar/domain';
import { buildApp, type App } from '../app.js';
import type { Database } from '../db/connection.js';
import { openTestDatabase } from '../test/database.js';
import { createBar, createUser, TEST_JWT_SECRET } from '../test/harness.js';
import { connectMqtt, endAllMqtt, within, type TestMqttClient } from '../test/mqtt.js';
import { n, reportFigure } from '../test/figure.js';
import type { LiveOptions } from './plugin.js';

/**
 * ARCHITECTURE §4/§10 broker isolation under mixed traffic: consoles of different users and bars
 * and bar controllers stay connected while the server publishes to their bars, bars send events,
 * commands go out, and attackers keep trying foreign topics, wildcards, $SYS, forged and retained
 * publishes. Every delivery is checked against what its receiver was granted: no message of one bar
 * may reach a client of another, and nothing retained is left for a later subscriber.
 * Once on the embedded broker, once on two instances relaying through an external broker
 * (TEST_MQTT_URL when set, else an in-process one).
 */

const REFUSED = 128;
const TRAFFIC_MS = Number(process.env.ISOLATION_TRAFFIC_MS ?? 3_000);
const externalFromEnv = process.env.TEST_MQTT_URL;
const FORGED = 'FORGED-by-an-attacker';

interface Delivery {
  topic: string;
  payload: string;
  retain: boolean;
}

/** A connection that should keep receiving its own bar's traffic, and only that. */
interface Watcher {
  name: string;
  client: TestMqttClient;
  granted: Set<string>;
  deliveries: Delivery[];
}

interface External {
  url: string;
  options: Partial<LiveOptions>;
  close(): Promise<void>;
}

async function startExternal(): Promise<External> {
  if (externalFromEnv) {
    return { url: externalFromEnv, options: { sharedGroup: `bar-console-test-${crypto.randomBytes(4).toString('hex')}` }, close: async () => {} };
  }
  const broker = new Aedes();
  const server = net.createServer(broker.handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `mqtt://127.0.0.1:${(server.address() as AddressInfo).port}`,
    options: { externalProtocolVersion: 4, sharedGroup: false },
    close: async () => {
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const MODES = [
  { name: 'the embedded broker', relay: false },
  { name: externalFromEnv ? `two instances relaying through TEST_MQTT_URL` : 'two instances relaying through an in-process external broker', relay: true },
];

describe.each(MODES)('broker isolation on $name', ({ relay }) => {
  let database: Database;
  let external: External | undefined;
  const instances: Array<{ app: App; url: string }> = [];
  const bars: string[] = [];
  const people: Record<string, { id: string; email: string; bars: string[] }> = {};

  beforeAll(async () => {
    database = await openTestDatabase();
    external = relay ? await startExternal() : undefined;
    for (let i = 0; i < (relay ? 2 : 1); i++) {
      const live: LiveOptions = external ? { externalUrl: external.url, ...external.options } : {};
      const app = await buildApp({ db: database.db, jwtSecret: TEST_JWT_SECRET, live });
      await app.listen({ port: 0, host: '127.0.0.1' });
      instances.push({ app, url: `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/mqtt` });
    }
    for (const name of ['Isolated A', 'Isolated B', 'Isolated C']) bars.push(await createBar(database.db, { name }));
    const [a, b, c] = bars;
    const add = async (key: string, roles: Array<{ barId: string; role: BarRole }>, superadmin = false) => {
      const email = `${key}-${crypto.randomBytes(3).toString('hex')}@isolation.test`;
      people[key] = { id: await createUser(database.db, email, { roles, superadmin }), email, bars: superadmin ? [...bars] : roles.map((r) => r.barId) };
    };
    await add('barmanA', [{ barId: a, role: 'BARMAN' }]);
    await add('adminB', [{ barId: b, role: 'ADMIN' }]);
    await add('maintAC', [
      { barId: a, role: 'MAINT' },
      { barId: c, role: 'MAINT' },
    ]);
    await add('guest', []);
    await add('superadmin', [], true);
  });

  afterAll(async () => {
    await endAllMqtt();
    for (const { app } of instances) await app.close();
    await external?.close();
    await database?.close();
  });

  const instance = (i: number) => instances[i % instances.length];
  let consoleIds = 0;

  async function consoleOf(who: string, at: number) {
    const { app, url } = instance(at);
    const { token } = await app.tokens.issueAccess({ userId: people[who].id, email: people[who].email });
    // ids as the console makes them (`console-<4 digits>`), but never twice: a random one could repeat
    // one of the same person's watchers, and the newcomer would take that watcher's session over
    return connectMqtt(url, { username: people[who].email, password: token, clientId: `console-${1000 + consoleIds++}` });
  }

  async function controllerOf(barId: string, at: number) {
    const { app, url } = instance(at);
    const { token } = await app.tokens.issueBar(barId);
    return connectMqtt(url, { username: `bar:${barId}`, password: token, clientId: `bar-${crypto.randomBytes(3).toString('hex')}` });
  }

  function watch(name: string, client: TestMqttClient): Watcher {
    const watcher: Watcher = { name, client, granted: new Set(), deliveries: [] };
    client.client.on('message', (topic, payload, packet) => watcher.deliveries.push({ topic, payload: payload.toString('utf8'), retain: packet.retain }));
    return watcher;
  }

  async function grant(watcher: Watcher, topic: string) {
    expect(await watcher.client.subscribe(topic), `${watcher.name} subscribes ${topic}`).toEqual([0]);
    watcher.granted.add(topic);
  }

  /** Topics a client must be refused: other bars, wildcards, $SYS and the other side's topics. */
  function forbiddenTopics(kind: 'console' | 'bar', own: string[]): string[] {
    const foreign = bars.filter((b) => !own.includes(b));
    const common = ['#', '+/+', '$SYS/#', 'admin/+', 'admin/#', 'bars/+/evt', 'bars/+/cmd', 'bars/#'];
    if (kind === 'console') return [...common, ...foreign.map(adminTopic), ...own.flatMap((b) => [`${adminTopic(b)}/#`, barCommandTopic(b), barEventTopic(b)])];
    return [...common, ...foreign.map(barCommandTopic), ...own.flatMap((b) => [barEventTopic(b), adminTopic(b), `${barCommandTopic(b)}/#`])];
  }

  it('delivers each bar only its own messages under mixed traffic, and retains nothing', async () => {
    const [a, b, c] = bars;
    const random = seededRandom(20261124);
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];

    // consoles: one bar, two bars, a guest with none, a super administrator watching one; spread over instances
    const consoles: Array<{ watcher: Watcher; own: string[] }> = [];
    const addConsole = async (who: string, at: number, watched: string[]) => {
      const watcher = watch(`${who} console`, await consoleOf(who, at));
      for (const bar of watched) await grant(watcher, adminTopic(bar));
      consoles.push({ watcher, own: people[who].bars });
    };
    await addConsole('barmanA', 0, [a]);
    await addConsole('barmanA', 1, [a]);
    await addConsole('adminB', 1, [b]);
    await addConsole('maintAC', 0, [a, c]);
    await addConsole('guest', 1, []);
    await addConsole('superadmin', 0, [b]);
    const controllers: Array<{ watcher: Watcher; bar: string }> = [];
    for (const [i, bar] of bars.entries()) {
      const watcher = watch(`bar ${i} controller`, await controllerOf(bar, i));
      await grant(watcher, barCommandTopic(bar));
      controllers.push({ watcher, bar });
    }
    const watchers = [...consoles.map((x) => x.watcher), ...controllers.map((x) => x.watcher)];

    let subscribeAttempts = 0;
    let subscribeRefused = 0;
    const notRefused: string[] = [];
    const attemptSubscribe = async (watcher: Watcher, topic: string) => {
      subscribeAttempts++;
      const [code] = await watcher.client.subscribe(topic);
      if (code === REFUSED) subscribeRefused++;
      else notRefused.push(`${watcher.name} was granted ${topic} (${code})`);
    };
    // every forbidden topic once from every connection, before the traffic starts
    for (const { watcher, own } of consoles) for (const topic of forbiddenTopics('console', own)) await attemptSubscribe(watcher, topic);
    for (const { watcher, bar } of controllers) for (const topic of forbiddenTopics('bar', [bar])) await attemptSubscribe(watcher, topic);

    let serverMessages = 0;
    let commands = 0;
    let events = 0;
    let forgedPublishes = 0;
    const sentToConsoles = new Map<string, number>();
    const sentCommands = new Map<string, number>();
    const forgeries: Array<() => Promise<{ client: TestMqttClient; topic: string; retain: boolean }>> = [
      async () => ({ client: await consoleOf('barmanA', 0), topic: adminTopic(a), retain: false }),
      async () => ({ client: await consoleOf('barmanA', 1), topic: adminTopic(b), retain: false }),
      async () => ({ client: await consoleOf('adminB', 0), topic: adminTopic(b), retain: true }),
      async () => ({ client: await consoleOf('guest', 1), topic: 'admin/#', retain: false }),
      async () => ({ client: await consoleOf('superadmin', 0), topic: adminTopic(c), retain: true }),
      async () => ({ client: await controllerOf(a, 0), topic: barEventTopic(b), retain: false }),
      async () => ({ client: await controllerOf(b, 1), topic: adminTopic(b), retain: false }),
      async () => ({ client: await controllerOf(c, 0), topic: barCommandTopic(a), retain: false }),
      async () => ({ client: await controllerOf(c, 1), topic: barEventTopic(c), retain: true }),
      async () => ({ client: await controllerOf(a, 1), topic: 'bars/+/evt', retain: false }),
    ];

    const until = Date.now() + TRAFFIC_MS;
    for (let seq = 0; Date.now() < until; seq++) {
      const roll = random();
      if (roll < 0.35) {
        const bar = pick(bars);
        await pick(instances).app.live.publishToConsoles(bar, { type: 'drink', payload: { _id: `iso-${bar}-${seq}`, status: 'open' } });
        sentToConsoles.set(bar, (sentToConsoles.get(bar) ?? 0) + 1);
        serverMessages++;
      } else if (roll < 0.55) {
        const bar = pick(bars);
        await pick(instances).app.live.sendCommand(bar, { id: `iso-${bar}-${seq}`, command: 'generalStart', issuedBy: 'system', at: new Date().toISOString() });
        sentCommands.set(bar, (sentCommands.get(bar) ?? 0) + 1);
        commands++;
      } else if (roll < 0.75) {
        const { watcher, bar } = pick(controllers);
        await watcher.client.publish(barEventTopic(bar), JSON.stringify({ type: 'heartbeat', status: 'RUNNING' }), { qos: 1 });
        events++;
      } else if (roll < 0.9) {
        const target = pick([
          ...consoles.map((x) => ({ watcher: x.watcher, kind: 'console' as const, own: x.own })),
          ...controllers.map((x) => ({ watcher: x.watcher, kind: 'bar' as const, own: [x.bar] })),
        ]);
        await attemptSubscribe(target.watcher, pick(forbiddenTopics(target.kind, target.own)));
      } else {
        // a publish a client may not make: the broker drops it and closes that connection
        const { client, topic, retain } = await pick(forgeries)();
        const payload = topic.startsWith('bars/') ? JSON.stringify({ type: 'heartbeat', status: FORGED }) : JSON.stringify({ type: 'bar', payload: FORGED });
        client.client.publish(topic, payload, { qos: 0, retain });
        await within(client.closed, `the broker to close a client publishing on ${topic}`);
        forgedPublishes++;
      }
    }
    // let the last messages arrive: each watcher has everything sent to it, or the bound fails
    const expectedOf = (w: Watcher) =>
      [...w.granted].reduce((sum, topic) => {
        const bar = topic.split('/')[1];
        return sum + (topic.startsWith('admin/') ? (sentToConsoles.get(bar) ?? 0) : (sentCommands.get(bar) ?? 0));
      }, 0);
    const marked = (w: Watcher) => w.deliveries.filter((d) => d.payload.includes('iso-')).length;
    await within(
      (async () => {
        while (watchers.some((w) => marked(w) < expectedOf(w))) await new Promise((r) => setTimeout(r, 20));
      })(),
      'every watcher to receive what was sent to its bars',
    );
    await new Promise((r) => setTimeout(r, 300));

    // a subscriber arriving after the run: anything it gets at once was retained
    const late: Watcher[] = [];
    for (const [i, bar] of bars.entries()) {
      const lateConsole = watch(`late console ${i}`, await consoleOf('superadmin', i));
      await grant(lateConsole, adminTopic(bar));
      const controller = watch(`late bar ${i}`, await controllerOf(bar, i + 1));
      await grant(controller, barCommandTopic(bar));
      late.push(lateConsole, controller);
    }
    await new Promise((r) => setTimeout(r, 300));

    const crossBar: string[] = [];
    const retained: string[] = [];
    let delivered = 0;
    for (const w of [...watchers, ...late]) {
      for (const d of w.deliveries) {
        delivered++;
        const bar = d.topic.split('/')[1];
        const otherBar = bars.find((other) => other !== bar && d.payload.includes(other));
        if (!w.granted.has(d.topic) || otherBar || d.payload.includes(FORGED)) crossBar.push(`${w.name} got ${d.topic}: ${d.payload.slice(0, 120)}`);
        if (d.retain) retained.push(`${w.name} got a retained ${d.topic}: ${d.payload.slice(0, 120)}`);
      }
    }
    for (const w of late) if (w.deliveries.length) retained.push(`${w.name} got ${w.deliveries.length} messages on subscribing`);

    reportFigure(
      `broker isolation (${relay ? 'relay' : 'embedded'})`,
      `${n(delivered)} messages delivered (${n(serverMessages)} to consoles, ${n(commands)} commands, ${n(events)} bar events sent), ` +
        `${n(subscribeRefused)} of ${n(subscribeAttempts)} forbidden subscribe attempts refused, ${n(forgedPublishes)} forged publishes dropped, ` +
        `${crossBar.length} cross-bar deliveries, ${retained.length} retained crossing`,
    );
    expect(notRefused, 'forbidden subscriptions granted').toEqual([]);
    expect(crossBar, 'deliveries to a client not entitled to them').toEqual([]);
    expect(retained, 'retained messages').toEqual([]);
    for (const w of watchers) {
      expect(w.client.client.connected, `${w.name} is still connected`).toBe(true);
      expect(marked(w), `${w.name} got exactly what was sent to its bars`).toBe(expectedOf(w));
    }
    expect(serverMessages + commands + events + forgedPublishes).toBeGreaterThan(20);
    expect(forgedPublishes).toBeGreaterThan(0);
  }, 60_000);
});
