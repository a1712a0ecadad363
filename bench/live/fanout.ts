import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { MqttClient } from 'mqtt';
import { round } from '../lib/report.js';
import { percentile } from '../lib/stats.js';

export const MESSAGES_PER_SECOND = 10;

/** One publisher, the topic it publishes on and how many of the counted consoles watch that topic. */
export interface Source {
  client: MqttClient;
  topic: string;
  watchers: number;
}

export interface FanoutFigures {
  /** null when the deliveries missing at the end outnumber the percentile's share */
  p50: number | null;
  p99: number | null;
  max: number;
  /** Deliveries received / expected (messages × the consoles that should get each). */
  delivered: number;
  expected: number;
  published: number;
}

/**
 * Publishes `MESSAGES_PER_SECOND` messages a second from every source for `seconds`, each made by
 * `message(id)` around a fresh id, and measures publish → receive at the consoles; `idOf` reads
 * the id back from what a console receives. `listeners` are the consoles counted.
 */
export async function measureFanout(options: {
  sources: Source[];
  listeners: MqttClient[];
  seconds: number;
  message(id: string): string;
  idOf(payload: Buffer): string | undefined;
}): Promise<FanoutFigures> {
  const sent = new Map<string, number>();
  const latencies: number[] = [];
  const onMessage = (_topic: string, payload: Buffer) => {
    const id = options.idOf(payload);
    const at = id === undefined ? undefined : sent.get(id);
    if (at !== undefined) latencies.push(performance.now() - at);
  };
  for (const l of options.listeners) l.on('message', onMessage);
  const period = 1000 / MESSAGES_PER_SECOND;
  let published = 0;
  let expected = 0;
  const timers: NodeJS.Timeout[] = [];
  // sources start spread over one period, as independent bars would
  await Promise.all(
    options.sources.map(
      (source, i) =>
        new Promise<void>((resolve) => {
          const start = setTimeout(
            () => {
              const end = performance.now() + options.seconds * 1000;
              const tick = () => {
                if (performance.now() >= end) {
                  clearInterval(timer);
                  resolve();
                  return;
                }
                const id = crypto.randomUUID();
                sent.set(id, performance.now());
                published++;
                expected += source.watchers;
                source.client.publish(source.topic, options.message(id), { qos: 0 });
              };
              const timer = setInterval(tick, period);
              timers.push(timer);
              tick();
            },
            (i * period) / options.sources.length,
          );
          timers.push(start);
        }),
    ),
  );
  // stragglers: whatever arrives within 3 s of the last publish still counts
  const deadline = performance.now() + 3000;
  while (latencies.length < expected && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  for (const t of timers) clearInterval(t);
  for (const l of options.listeners) l.off('message', onMessage);
  // a delivery that never came counts as slower than any that did: p99 is null (no figure) when
  // more than 1% of the expected deliveries are missing
  const missing = Math.max(0, expected - latencies.length);
  const all = [...latencies, ...Array<number>(missing).fill(Infinity)];
  const finite = (n: number) => (Number.isFinite(n) ? round(n, 1) : null);
  return {
    p50: finite(percentile(all, 50)),
    p99: finite(percentile(all, 99)),
    max: round(
      latencies.reduce((a, b) => Math.max(a, b), 0),
      1,
    ),
    delivered: latencies.length,
    expected,
    published,
  };
}
