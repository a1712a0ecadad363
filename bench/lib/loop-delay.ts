// Preloaded into a bench server (`node --import`): samples the process's event-loop delay and
// answers the harness over the IPC channel. Bundled by the harness; not part of the product.
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
  /** Samples behind the figures (one per 10 ms of loop time, fewer while the loop is held). */
  count: number;
}

const RESOLUTION_MS = 10;
const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
histogram.enable();
// The histogram records the time between two runs of its 10 ms timer, so an idle loop shows 10 ms
// (p50 10.1 ms measured): the delay is what exceeds the interval, as Fastify's under-pressure reads it.
const ms = (ns: number) => Math.max(0, Math.round((ns / 1e6 - RESOLUTION_MS) * 100) / 100);

process.on('message', (message: { loopDelay?: boolean; reset?: boolean }) => {
  if (!message?.loopDelay) return;
  const figures: LoopDelay = { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max), count: histogram.count };
  if (message.reset) histogram.reset();
  process.send?.(figures);
});
// the channel must not keep a stopping server alive
process.channel?.unref();
