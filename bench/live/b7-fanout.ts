import type { MqttClient } from 'mqtt';
import type { Benchmark, BenchContext, Check } from '../lib/report.js';
import { BenchSkipped, round } from '../lib/report.js';
import { medianRun, ratioOf, repeatFor } from '../lib/stats.js';
import { closeAll, connectConsole, connectPublisher, type Console } from './clients.js';
import { measureFanout, MESSAGES_PER_SECOND, type FanoutFigures, type Source } from './fanout.js';
import { barsDataDir, inBatches, liveRig } from './setup.js';

const mosquittoUrl = process.env.BENCH_MQTT_URL ?? 'mqtt://127.0.0.1:1883';
const CONSOLES_PER_BAR = 4;
const P99_LIMIT_MS = 50;
const RATIO_LIMIT = 2;
const FROZEN_RISE = 0.1;

/** A bar's `drink` event: a new drink (the server stores it and tells the bar's consoles). */
function drinkEvent(id: string): string {
  return JSON.stringify({
    type: 'drink',
    drink: {
      id,
      status: 'open',
      type: 'App',
      name: 'Guest',
      recipe: {
        name: 'Mojito',
        price: 8.5,
        category: 'Classics',
        ingredients: [
          { name: 'Rum', quantity: 40, type: 'spirit' },
          { name: 'Soda', quantity: 80, type: 'soda' },
        ],
      },
    },
  });
}

/** The drink id of a console's `{ type: "drink", payload }` message. */
function drinkIdOf(payload: Buffer): string | undefined {
  const message = JSON.parse(payload.toString('utf8')) as { type?: string; payload?: { _id?: string } };
  return message.type === 'drink' ? message.payload?._id : undefined;
}

/** The anchor's message: shaped and sized like what our consoles receive. */
const anchorMessage = (id: string) =>
  JSON.stringify({ type: 'drink', payload: { ...JSON.parse(drinkEvent(id)).drink, _id: id, barId: id, createdAt: new Date().toISOString() } });

interface Run {
  normal: FanoutFigures & { keys: number[] };
  frozen: FanoutFigures & { keys: number[] };
}

/** Measures the fan-out, then freezes one console and measures the others again. */
async function normalAndFrozen(
  ctx: BenchContext,
  label: string,
  sources: Source[],
  consoles: Console[],
  message: (id: string) => string,
  idOf: (p: Buffer) => string | undefined,
): Promise<Run> {
  const repeat = repeatFor(ctx.smoke);
  const seconds = ctx.smoke ? 2 : 6;
  ctx.log(`${label}: ${repeat.warmUp ? 'warm-up, then ' : ''}${repeat.runs} × ${seconds} s…`);
  const all = consoles.map((c) => c.client);
  const normal = await medianRun(
    repeat,
    (warm) => measureFanout({ sources, listeners: all, seconds: warm ? 3 : seconds, message, idOf }),
    (f) => f.p99 ?? Infinity,
  );
  ctx.log(`${label}, one console frozen: ${repeat.runs} × ${seconds} s…`);
  consoles[0].freeze();
  const others = all.slice(1);
  const frozenSources = sources.map((s, i) => (i === 0 ? { ...s, watchers: s.watchers - 1 } : s));
  const frozen = await medianRun(
    { ...repeat, warmUp: false },
    () => measureFanout({ sources: frozenSources, listeners: others, seconds, message, idOf }),
    (f) => f.p99 ?? Infinity,
  );
  return { normal, frozen };
}

async function mosquittoAnchor(ctx: BenchContext, bars: number): Promise<Run> {
  const clients: MqttClient[] = [];
  try {
    const run = `bench/b7/${process.pid}`;
    const sources = await inBatches(
      Array.from({ length: bars }, (_, i) => i),
      10,
      async (i) => {
        const client = await connectPublisher(mosquittoUrl, null);
        clients.push(client);
        return { client, topic: `${run}/${i}`, watchers: CONSOLES_PER_BAR };
      },
    );
    const consoles = await inBatches(
      sources.flatMap((s) => Array.from({ length: CONSOLES_PER_BAR }, () => s.topic)),
      20,
      async (topic) => {
        const c = await connectConsole(mosquittoUrl, null, topic);
        clients.push(c.client);
        return c;
      },
    );
    return await normalAndFrozen(ctx, 'anchor: Mosquitto alone', sources, consoles, anchorMessage, drinkIdOf);
  } finally {
    await closeAll(clients);
  }
}

export const b7: Benchmark = {
  name: 'b7',
  title: 'live fan-out: 50 bars × 10 msg/s to 200 WebSocket consoles, publish→receive p99 (embedded broker, MQTT_URL relay) vs Mosquitto',
  async run(ctx) {
    const probe = await connectPublisher(mosquittoUrl, null).catch((err: Error) => {
      throw new BenchSkipped(`Mosquitto (the anchor) is not reachable at ${mosquittoUrl} (set BENCH_MQTT_URL): ${err.message}`);
    });
    await probe.endAsync(true);
    const bars = ctx.smoke ? 5 : 50;
    const data = await barsDataDir(bars);
    try {
      const ours: Record<'embedded' | 'relay', Run> = {} as Record<'embedded' | 'relay', Run>;
      for (const [variant, env] of [
        ['embedded', {}],
        ['relay', { MQTT_URL: mosquittoUrl }],
      ] as const) {
        ctx.log(`${variant}: starting the server, ${bars} bar controllers and ${bars * CONSOLES_PER_BAR} consoles…`);
        const rig = await liveRig(data.dataDir, data.barIds, CONSOLES_PER_BAR, env);
        try {
          ours[variant] = await normalAndFrozen(ctx, `ours, ${variant}`, rig.sources, rig.consoles, drinkEvent, drinkIdOf);
        } finally {
          await rig.close();
        }
      }
      const anchor = await mosquittoAnchor(ctx, bars);
      const checks: Check[] = [];
      // a p99 that is null had more than 1% of its deliveries missing 3 s after the last publish
      const ms = (p99: number | null) => (p99 === null ? 'none (deliveries missing)' : `${p99} ms`);
      const ratio = (a: number | null, b: number | null) => (a === null || b === null ? null : ratioOf(a, b));
      for (const variant of ['embedded', 'relay'] as const) {
        const { normal, frozen } = ours[variant];
        const r = ratio(normal.p99, anchor.normal.p99);
        const rise = ratio(frozen.p99, normal.p99);
        checks.push(
          {
            what: `${variant}: p99 vs Mosquitto`,
            value: r === null ? 'none' : `${r}×`,
            limit: `≤ ${RATIO_LIMIT}×`,
            pass: r !== null && r <= RATIO_LIMIT,
            ours: ms(normal.p99),
            anchor: ms(anchor.normal.p99),
          },
          { what: `${variant}: p99`, value: ms(normal.p99), limit: `≤ ${P99_LIMIT_MS} ms`, pass: normal.p99 !== null && normal.p99 <= P99_LIMIT_MS },
          {
            what: `${variant}: one frozen console raises the others' p99`,
            value: rise === null ? 'none' : `${round((rise - 1) * 100, 1)}%`,
            limit: `≤ ${FROZEN_RISE * 100}%`,
            pass: rise !== null && rise - 1 <= FROZEN_RISE,
            ours: ms(frozen.p99),
            anchor: ms(normal.p99),
          },
          {
            what: `${variant}: deliveries received`,
            value: `${normal.delivered} of ${normal.expected}`,
            limit: 'all',
            pass: normal.delivered === normal.expected,
          },
        );
      }
      const flat = (prefix: string, run: Run) => ({
        [`${prefix}P99Ms`]: run.normal.p99,
        [`${prefix}P50Ms`]: run.normal.p50,
        [`${prefix}MaxMs`]: run.normal.max,
        [`${prefix}Delivered`]: `${run.normal.delivered}/${run.normal.expected}`,
        [`${prefix}FrozenP99Ms`]: run.frozen.p99,
        [`${prefix}FrozenDelivered`]: `${run.frozen.delivered}/${run.frozen.expected}`,
      });
      return {
        name: 'b7',
        title: this.title,
        ours: {
          bars,
          consoles: bars * CONSOLES_PER_BAR,
          messagesPerSecond: bars * MESSAGES_PER_SECOND,
          ...flat('embedded', ours.embedded),
          ...flat('relay', ours.relay),
        },
        anchor: flat('mosquitto', anchor),
        ratio: ratio(ours.embedded.normal.p99, anchor.normal.p99),
        budget: `≤ ${RATIO_LIMIT}× Mosquitto and ≤ ${P99_LIMIT_MS} ms; one frozen console raises the others' p99 ≤ ${FROZEN_RISE * 100}%`,
        checks,
        notes: [
          `median of the runs' p99 (ms): embedded ${ours.embedded.normal.keys.join(' / ')}, relay ${ours.relay.normal.keys.join(' / ')}, Mosquitto ${anchor.normal.keys.join(' / ')}; frozen: ${ours.embedded.frozen.keys.join(' / ')}, ${ours.relay.frozen.keys.join(' / ')}, ${anchor.frozen.keys.join(' / ')}`,
          `ours: each bar controller publishes a new drink on bars/{id}/evt ${MESSAGES_PER_SECOND}×/s (MQTT over WebSocket at /mqtt); the server stores it (PGlite) and publishes it on admin/{id}; ${CONSOLES_PER_BAR} consoles per bar (MQTT 3.1.1 over WebSocket, signed in) take it; latency = publish call → console receives it, ids matched`,
          `relay: the same server with MQTT_URL=${mosquittoUrl}: events go out to Mosquitto and back through the shared subscription, console messages through admin/#`,
          `anchor: ${bars} publishers and ${bars * CONSOLES_PER_BAR} subscribers on Mosquitto (MQTT over TCP), the same rate, messages shaped like ours; no database`,
          'frozen: the first console stops reading its socket (WebSocket paused, TCP for the anchor); the other consoles are measured; deliveries = messages received within 3 s of the last publish',
          'publishers, consoles and the load timing run in the harness process, beside the server and Mosquitto on the same cores',
        ],
      };
    } finally {
      data.remove();
    }
  },
};
