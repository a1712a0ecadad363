import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Benchmark } from '../lib/report.js';
import { captureAnswer, startBareServer } from '../lib/anchor-http.js';
import type { BareAnswer } from '../lib/bare-server.js';
import { httpLoad, type HttpLoad } from '../lib/load.js';
import { signIn, startServer } from '../lib/server.js';
import { medianRunsInTurns, ratioOf, repeatFor } from '../lib/stats.js';

const CONNECTIONS = 50;
const WHOAMI = '/api/auth/whoami';
const BAR = '/api/ubar/bars/current';

export const b1: Benchmark = {
  name: 'b1',
  title: 'whoami and the bar record, req/s at 50 connections (built server, demo running) vs bare node:http',
  async run(ctx) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bar-bench-b1-'));
    const server = await startServer({ DATA_DIR: dataDir, DEMO: '1' });
    let anchor: { url: string; stop(): void } | undefined;
    try {
      const login = await signIn(server.url, 'admin@demo.bar');
      const barId = login.roles[0]?.barId;
      if (!barId) throw new Error('admin@demo.bar holds no role on a bar');
      const auth = { authorization: `Bearer ${login.accessToken}` };
      const barHeaders = { ...auth, 'x-bar': barId };
      const answers: Record<string, BareAnswer> = {
        [WHOAMI]: await captureAnswer(await fetch(server.url + WHOAMI, { method: 'POST', headers: auth })),
        [BAR]: await captureAnswer(await fetch(server.url + BAR, { headers: barHeaders })),
      };
      const bytes = (p: string) => Buffer.from(answers[p].base64, 'base64').length;
      anchor = await startBareServer(answers);
      const repeat = repeatFor(ctx.smoke);
      const seconds = ctx.smoke ? 2 : 5;
      const load = (spec: Omit<HttpLoad, 'seconds' | 'connections'>) => (warm: boolean) =>
        httpLoad({ ...spec, connections: CONNECTIONS, seconds: warm ? 2 : seconds });
      ctx.log(`ours and the anchor, whoami and bars/current: ${repeat.warmUp ? 'warm-up, then ' : ''}${repeat.runs} × ${seconds} s each, in turns…`);
      const { whoami, whoamiBare, bar, barBare } = await medianRunsInTurns(
        repeat,
        {
          whoami: load({ url: server.url + WHOAMI, method: 'POST', headers: auth }),
          whoamiBare: load({ url: anchor.url + WHOAMI, method: 'POST' }),
          bar: load({ url: server.url + BAR, headers: barHeaders }),
          barBare: load({ url: anchor.url + BAR }),
        },
        (f) => f.rps,
      );
      const whoamiRatio = ratioOf(whoami.rps, whoamiBare.rps);
      const barRatio = ratioOf(bar.rps, barBare.rps);
      return {
        name: 'b1',
        title: this.title,
        ours: { whoamiRps: whoami.rps, whoamiP99Ms: whoami.p99, barRps: bar.rps, barP99Ms: bar.p99 },
        anchor: { whoamiRps: whoamiBare.rps, whoamiP99Ms: whoamiBare.p99, barRps: barBare.rps, barP99Ms: barBare.p99 },
        ratio: whoamiRatio,
        budget: '≥ 0.85× (whoami), ≥ 0.5× (bar record) the bare server’s req/s',
        checks: [
          { what: 'whoami req/s vs bare', value: `${whoamiRatio}×`, limit: '≥ 0.85×', pass: whoamiRatio >= 0.85, ours: whoami.rps, anchor: whoamiBare.rps },
          { what: 'bars/current req/s vs bare', value: `${barRatio}×`, limit: '≥ 0.5×', pass: barRatio >= 0.5, ours: bar.rps, anchor: barBare.rps },
        ],
        notes: [
          `median of ${repeat.runs} run(s) of ${seconds} s${repeat.warmUp ? ' after a 2 s warm-up' : ''}, the four figures in turns; req/s of each run: whoami ${whoami.keys.join(' / ')}, bare ${whoamiBare.keys.join(' / ')}, bars/current ${bar.keys.join(' / ')}, bare ${barBare.keys.join(' / ')}`,
          `signed in as admin@demo.bar, x-bar = its first bar; the demo (PGlite, in-process simulator) runs; p99 latencies are in ms`,
          'the server, the bare anchor and the load generator (autocannon in the harness) are three processes on the same cores',
          `the anchor answers the bytes ours answered: whoami ${bytes(WHOAMI)} B, bars/current ${bytes(BAR)} B`,
        ],
      };
    } finally {
      anchor?.stop();
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
