// Preloaded into a bench server (`node --import`): samples the process's event-loop delay and
// answers the harness over the IPC channel. Bundled by the harness; not part of the product.
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
  /** Samples behind the figures (one per 10 ms of loop time). */
  count: number;
}

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
const ms = (ns: number) => Math.round(ns / 1e4) / 100;

process.on('message', (message: { loopDelay?: boolean; reset?: boolean }) => {
  if (!message?.loopDelay) return;
  const figures: LoopDelay = { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max), count: histogram.count };
  if (message.reset) histogram.reset();
  process.send?.(figures);
});
// the channel must not keep a stopping server alive
process.channel?.unref();
