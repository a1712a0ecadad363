import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { repoRoot } from './report.js';

// inside node_modules so that the bundle's package imports resolve to the installed packages
const bundleDir = path.join(repoRoot, 'node_modules/.cache/bar-bench');

/**
 * Bundles a TypeScript entry the way `npm run build` bundles the server (our packages inlined,
 * installed packages external), so that a child runs the code as production loads it, without a
 * TypeScript loader's memory in its RSS.
 */
export async function bundle(entry: string): Promise<string> {
  fs.mkdirSync(bundleDir, { recursive: true });
  const outfile = path.join(bundleDir, `${path.basename(entry, '.ts')}.mjs`);
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => (/^@bar\//.test(args.path) ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  });
  return outfile;
}

/**
 * Runs a bundled script in its own Node process and returns the JSON it prints last, so that the
 * process's peak RSS belongs to that one piece of work and not to the harness.
 */
export async function runChild<T>(script: string, input: unknown): Promise<T> {
  const child = spawn(process.execPath, [script, JSON.stringify(input)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  let out = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => (out += chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  const last = out.trim().split('\n').at(-1) ?? '';
  if (code !== 0) throw new Error(`${path.basename(script)} exited with ${code}: ${last}`);
  try {
    return JSON.parse(last) as T;
  } catch {
    throw new Error(`${path.basename(script)} printed no result: ${out.slice(-500)}`);
  }
}
