import { spawn } from 'node:child_process';
import path from 'node:path';
import { benchDir } from './report.js';
import { bundle } from './child.js';
import type { BareAnswer } from './bare-server.js';

/** The answer a route gave, to be served byte for byte by the anchor. */
export async function captureAnswer(res: Response): Promise<BareAnswer> {
  if (!res.ok) throw new Error(`${new URL(res.url).pathname} answered ${res.status}: ${await res.text()}`);
  return { contentType: res.headers.get('content-type') ?? 'application/json', base64: Buffer.from(await res.arrayBuffer()).toString('base64') };
}

/** A bare `node:http` server in its own process answering each path with the captured bytes. */
export async function startBareServer(answers: Record<string, BareAnswer>): Promise<{ url: string; stop(): void }> {
  const script = await bundle(path.join(benchDir, 'lib/bare-server.ts'));
  const child = spawn(process.execPath, [script, JSON.stringify(answers)], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_OPTIONS: '' } });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      if (out.includes('\n')) resolve(Number(out.trim()));
    });
    child.once('exit', (code) => reject(new Error(`the bare anchor server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => void child.kill('SIGTERM') };
}
