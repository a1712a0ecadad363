import { performance } from 'node:perf_hooks';
import type { MqttClient } from 'mqtt';
import type { FleetBarSummary } from '@bar/domain';
import { percentile } from '../lib/stats.js';

export interface BarSource {
  barId: string;
  client: MqttClient;
}

/**
 * Every bar sends one heartbeat a second, spread evenly over the second; each carries a status
 * never used before, so the fleet row that shows it tells when its change reached the console.
 */
export class HeartbeatLoad {
  private readonly sent = new Map<string, number>();
  private latencies: number[] = [];
  private seq = 0;
  private timer: NodeJS.Timeout | undefined;
  private published = 0;

  constructor(
    private readonly sources: BarSource[],
    fleetConsole: MqttClient,
  ) {
    fleetConsole.on('message', (_topic, payload) => {
      const at = performance.now();
      const message = JSON.parse(payload.toString('utf8')) as { type: string; payload: { bars: FleetBarSummary[] } };
      if (message.type !== 'fleet') return;
      for (const row of message.payload.bars) {
        const sentAt = this.sent.get(row.status);
        if (sentAt === undefined) continue;
        this.sent.delete(row.status);
        this.latencies.push(at - sentAt);
      }
    });
  }

  start(): void {
    const started = performance.now();
    const period = 1000 / this.sources.length;
    let next = 0;
    this.timer = setInterval(() => {
      const due = Math.floor((performance.now() - started) / period);
      for (; next <= due; next++) this.beat(this.sources[next % this.sources.length]);
    }, 5);
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Latencies since the last call, and how many changes never showed (sent more than 5 s ago). */
  take(): { p50: number; p99: number; max: number; count: number; published: number; missing: number } {
    const values = this.latencies;
    this.latencies = [];
    const cutoff = performance.now() - 5_000;
    let missing = 0;
    for (const [status, at] of this.sent) {
      if (at < cutoff) {
        missing++;
        this.sent.delete(status);
      }
    }
    const published = this.published;
    this.published = 0;
    return {
      p50: percentile(values, 50),
      p99: percentile(values, 99),
      max: values.length ? Math.max(...values) : NaN,
      count: values.length,
      published,
      missing,
    };
  }

  private beat(source: BarSource): void {
    const status = `B10-${++this.seq}`;
    this.sent.set(status, performance.now());
    this.published++;
    source.client.publish(`bars/${source.barId}/evt`, JSON.stringify({ type: 'heartbeat', at: new Date().toISOString(), status }), { qos: 0 });
  }
}
