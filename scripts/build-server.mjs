// Bundles the server (with the domain and simulator packages), so that a start loads a few modules
// instead of transforming every TypeScript file on the way (budget B9).
// Third-party packages stay external: they are installed, and some load files of their own.
// The embedded database's thread (src/db/pglite-worker.ts) is a second entry: dist/pglite-worker.js,
// found beside dist/main.js.
// Split at dynamic imports: main.js is the entry alone (it starts the database thread first), the
// rest of the server is a chunk it imports next, and what a start does not need (the simulator, the
// XLSX writer …) is a chunk loaded on first use, with the packages it imports. Chunks sit beside
// main.js, so paths taken from import.meta.url (migrations, the web build) are the same.
import { build } from 'esbuild';

const workspace = /^@bar\//;

await build({
  entryPoints: { main: 'packages/server/src/main.ts', 'pglite-worker': 'packages/server/src/db/pglite-worker.ts' },
  outdir: 'packages/server/dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  splitting: true,
  chunkNames: '[name]-[hash]',
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
