// The live console and probe bar in a process of their own, so the 200 load clients of the harness
// cannot delay their event loop and inflate the measured latency. Input: JSON in argv[2]; prints
// "ready", then on SIGTERM its figures as one JSON line.
import { LiveProbe, percentile } from './live-probe.js';

const input = JSON.parse(process.argv[2]) as { base: string; email: string; token: string; barIds: string[]; probeBarId: string; probeToken: string };
const probe = new LiveProbe();
await probe.start(input.base, { email: input.email, token: input.token }, input.barIds, { barId: input.probeBarId, token: input.probeToken });
console.log('ready');
process.once('SIGTERM', async () => {
  const silenceAtEnd = probe.silenceNow();
  probe.stopSending();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const figures = {
    heartbeats: probe.latencies.length,
    unanswered: probe.unanswered(),
    messages: probe.messages,
    p99Ms: Math.round(percentile(probe.latencies, 99)),
    maxMs: Math.round(Math.max(...probe.latencies)),
    longestSilenceMs: Math.max(probe.longestSilenceMs, silenceAtEnd),
  };
  await probe.stop();
  console.log(JSON.stringify(figures));
  process.exit(0);
});
