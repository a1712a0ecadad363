// Bundles the server (with the domain and simulator packages) into one file, so that a start
// loads one module instead of transforming every TypeScript file on the way (budget B9).
// Third-party packages stay external: they are installed, and some load files of their own.
// The embedded database's thread (src/db/pglite-worker.ts) is a second entry: dist/pglite-worker.js,
// found beside dist/main.js.
import { build } from 'esbuild';

const workspace = /^@bar\//;

await build({
  entryPoints: { main: 'packages/server/src/main.ts', 'pglite-worker': 'packages/server/src/db/pglite-worker.ts' },
  outdir: 'packages/server/dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (workspace.test(args.path) ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});
