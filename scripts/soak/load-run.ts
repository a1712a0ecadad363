import { spawn } from 'node:child_process';
import path from 'node:path';
import { Api, DEMO_PASSWORD, signIn } from './api-client.js';
import { runClients, type Target } from './load-clients.js';
import { median, percentile } from './live-probe.js';
import { repoRoot, rssOf, sleep, startServer, stopGently, type ServerSettings } from './server-process.js';

export const LOAD = { bars: 10, speed: 10, clients: 200 } as const;
const WARM_UP_SHARE = 0.25;
const WINDOW_MS = 30_000;

export interface LoadResult {
  database: string;
  minutes: number;
  bars: number;
  speed: number;
  clients: number;
  requests: number;
  requestsPerSecond: number;
  errors: number;
  byStatus: Record<string, number>;
  errorSamples: string[];
  requestP99Ms: number;
  rss: { warmUpSeconds: number; baselineMB: number; finalMB: number; growthPercent: number; samples: Array<[seconds: number, mb: number]> };
  /** Probe heartbeats timed from send to console; `messages` counts every live message received. */
  live: { heartbeats: number; unanswered: number; messages: number; p99Ms: number; maxMs: number; longestSilenceMs: number };
}

const DEMO_STAFF = ['admin@demo.bar', 'barman@demo.bar', 'maint@demo.bar'];
const BAR_ROUTES = [
  '/ubar/bars/current',
  '/uorder/drink/active',
  '/uorder/drink/?status=delivered',
  '/uorder/drink/?status=error,error_ack&perPage=25',
  '/uorder/apporders/',
  '/ubar/commands/',
  '/uorder/drink/today',
  '/ubar/bars/avail',
  '/health',
];
const BOTTLE_ROUTES = ['/uingredient/bottles/?perPage=10', '/udispenser/bottles/'];

/** 10 bars played by the simulator at 10× speed, 200 API clients on read routes, one live console. */
export async function loadRun(settings: ServerSettings, database: string, minutes: number, log: (line: string) => void): Promise<LoadResult> {
  const server = await startServer({ ...settings, simulator: false });
  const simulator = { stop: async () => {} };
  let stopProbe = async () => {};
  try {
    const superToken = await signIn(server.base, 'superadmin@demo.bar');
    const superadmin = new Api(server.base, superToken);
    const demoBars = await superadmin.must<Array<{ _id: string; name: string }>>('GET', '/ubar/bars/avail');
    for (let n = demoBars.length + 1; n <= LOAD.bars; n++) {
      const bar = await superadmin.must<{ _id: string }>('POST', '/ubar/bars/create', {
        name: `Soak Bar ${n}`,
        version: 'ms3.1',
        instanceInfos: { placeName: 'Soak' },
        geoPosition: { lat: 45 + n / 100, lng: 9 },
      });
      for (const r of [1, 2]) await superadmin.must('POST', '/uBar/robots/create', { tagName: `soak-${n}-${r}`, displayName: `Robot ${r}`, barId: bar._id });
    }
    const bars = await superadmin.must<Array<{ _id: string; name: string }>>('GET', '/ubar/bars/avail');
    log(`${bars.length} bars (${demoBars.length} demo, ${bars.length - demoBars.length} created)`);
    const probeBar = await superadmin.must<{ _id: string }>('POST', '/ubar/bars/create', {
      name: 'Soak live probe',
      version: 'ms3.1',
      instanceInfos: { placeName: 'Soak' },
      geoPosition: { lat: 45, lng: 9 },
    });
    const probeToken = (await superadmin.as(superToken, probeBar._id).must<{ token: string }>('POST', `/auth/bar-jwt/${probeBar._id}`, {})).token;

    const sim = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(repoRoot, 'packages/simulator/src/main.ts'),
        '--url',
        server.base,
        '--email',
        'superadmin@demo.bar',
        '--password',
        DEMO_PASSWORD,
        '--speed',
        String(LOAD.speed),
        ...bars.flatMap((b) => ['--bar', b._id]),
      ],
      {
        cwd: repoRoot,
        env: { ...process.env, NODE_OPTIONS: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let simOut = '';
    sim.stdout!.setEncoding('utf8').on('data', (c: string) => (simOut = (simOut + c).slice(-5000)));
    sim.stderr!.setEncoding('utf8').on('data', (c: string) => (simOut = (simOut + c).slice(-5000)));
    const simExited = new Promise((resolve) => sim.once('exit', resolve));
    simulator.stop = async () => {
      sim.kill('SIGTERM');
      await simExited;
    };
    for (let waited = 0; !/Simulating /.test(simOut); waited += 100) {
      if (sim.exitCode !== null || waited > 60_000) throw new Error(`the simulator did not start: ${simOut}`);
      await sleep(100);
    }
    log(`simulator running at ${LOAD.speed}× speed`);

    const probeInput = {
      base: server.base,
      email: 'superadmin@demo.bar',
      token: superToken,
      barIds: bars.map((b) => b._id),
      probeBarId: probeBar._id,
      probeToken,
    };
    const probe = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'scripts/soak/live-probe-child.ts'), JSON.stringify(probeInput)], {
      cwd: repoRoot,
      env: { ...process.env, NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let probeOut = '';
    probe.stdout!.setEncoding('utf8').on('data', (c: string) => (probeOut += c));
    const probeExited = new Promise((resolve) => probe.once('exit', resolve));
    stopProbe = async () => {
      probe.kill('SIGTERM');
      await probeExited;
    };
    for (let waited = 0; !/ready/.test(probeOut); waited += 100) {
      if (probe.exitCode !== null || waited > 30_000) throw new Error(`the live probe did not start: ${probeOut}`);
      await sleep(100);
    }
    const targets: Target[] = bars.map((b) => ({
      api: superadmin.as(superToken, b._id),
      routes: b.name === 'Milano Duomo' ? [...BAR_ROUTES, ...BOTTLE_ROUTES] : BAR_ROUTES,
    }));
    const staffed = demoBars.filter((b) => b.name !== 'Las Vegas Strip');
    for (const email of DEMO_STAFF) {
      const token = await signIn(server.base, email);
      for (const b of staffed)
        targets.push({ api: superadmin.as(token, b._id), routes: b.name === 'Milano Duomo' ? [...BAR_ROUTES, ...BOTTLE_ROUTES] : BAR_ROUTES });
    }

    const durationMs = minutes * 60_000;
    const warmUpMs = Math.max(WINDOW_MS, durationMs * WARM_UP_SHARE);
    const started = Date.now();
    const rss: Array<[number, number]> = [];
    const sampler = setInterval(() => {
      const bytes = rssOf(server.child.pid!);
      if (bytes) rss.push([Math.round((Date.now() - started) / 1000), Math.round(bytes / 1e5) / 10]);
    }, 2000);
    const progress = setInterval(() => log(`${Math.round((Date.now() - started) / 1000)} s: RSS ${rss.at(-1)?.[1] ?? '?'} MB`), 60_000);
    const stats = await runClients(targets, LOAD.clients, () => Date.now() - started >= durationMs);
    clearInterval(sampler);
    clearInterval(progress);
    const seconds = (Date.now() - started) / 1000;
    await stopProbe();
    const live = JSON.parse(probeOut.trim().split('\n').at(-1) ?? '{}') as LoadResult['live'];

    const inWindow = (from: number, to: number) => rss.filter(([s]) => s * 1000 >= from && s * 1000 < to).map(([, mb]) => mb);
    const baselineMB = median(inWindow(warmUpMs, warmUpMs + WINDOW_MS));
    const finalMB = median(inWindow(durationMs - WINDOW_MS, durationMs + 10_000));
    const result: LoadResult = {
      database,
      minutes,
      bars: bars.length,
      speed: LOAD.speed,
      clients: LOAD.clients,
      requests: stats.requests,
      requestsPerSecond: Math.round(stats.requests / seconds),
      errors: stats.errors,
      byStatus: stats.byStatus,
      errorSamples: stats.samples,
      requestP99Ms: Math.round(percentile(stats.latencies, 99)),
      rss: { warmUpSeconds: Math.round(warmUpMs / 1000), baselineMB, finalMB, growthPercent: Math.round((finalMB / baselineMB - 1) * 1000) / 10, samples: rss },
      live,
    };
    log(
      `${result.requests} requests (${result.requestsPerSecond}/s, p99 ${result.requestP99Ms} ms), ${result.errors} errors; RSS ${baselineMB} → ${finalMB} MB; live p99 ${result.live.p99Ms} ms, max ${result.live.maxMs} ms`,
    );
    return result;
  } finally {
    await stopProbe().catch(() => {});
    await simulator.stop();
    await stopGently(server);
  }
}
