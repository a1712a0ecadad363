import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build, type Manifest } from 'vite';
import react from '@vitejs/plugin-react';
import { repoRoot } from '../lib/report.js';
import { PAGES } from './pages.js';

const webDir = path.join(repoRoot, 'packages/web');
/** Inside node_modules so that the anchor pages' imports resolve to the installed React and MUI. */
export const b8Dir = path.join(repoRoot, 'node_modules/.cache/bar-bench/b8');

export interface Built {
  outDir: string;
  manifest: Manifest;
}

const readManifest = (outDir: string) => JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;

/** The web app built as `npm run build` builds it (its own vite config), with a manifest, into the cache. */
export async function buildApp(): Promise<Built> {
  const outDir = path.join(b8Dir, 'app');
  await build({
    root: webDir,
    configFile: path.join(webDir, 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false },
  });
  return { outDir, manifest: readManifest(outDir) };
}

/**
 * The anchors, built the same way (vite, production, the React plugin): a minimal React + MUI page,
 * and the two table pages (our PagedTable, a plain-DOM table) that the render figure compares.
 */
export async function buildAnchors(): Promise<Built> {
  const srcDir = path.join(b8Dir, 'src');
  const outDir = path.join(b8Dir, 'anchors');
  fs.rmSync(srcDir, { recursive: true, force: true });
  fs.mkdirSync(srcDir, { recursive: true });
  const input: Record<string, string> = {};
  for (const [name, source] of Object.entries(PAGES)) {
    fs.writeFileSync(path.join(srcDir, `${name}.js`), source);
    fs.writeFileSync(
      path.join(srcDir, `${name}.html`),
      `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${name}</title></head><body><div id="root"></div><script type="module" src="./${name}.js"></script></body></html>\n`,
    );
    input[name] = path.join(srcDir, `${name}.html`);
  }
  await build({
    root: srcDir,
    configFile: false,
    plugins: [react()],
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false, chunkSizeWarningLimit: 2000, rollupOptions: { input } },
  });
  return { outDir, manifest: readManifest(outDir) };
}

/**
 * JavaScript a page loads before anything else: the chunks of `keys` and every chunk they import
 * statically (dynamic imports come later), gzipped (level 9) and summed.
 */
export function initialJs(built: Built, keys: string[]): { files: number; gzipBytes: number; rawBytes: number } {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = built.manifest[manifestKey(built, key)];
    if (!chunk) throw new Error(`the build manifest has no ${key}`);
    if (seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  let gzipBytes = 0;
  let rawBytes = 0;
  const js = [...seen].filter((f) => f.endsWith('.js'));
  for (const file of js) {
    const bytes = fs.readFileSync(path.join(built.outDir, file));
    rawBytes += bytes.length;
    gzipBytes += zlib.gzipSync(bytes, { level: 9 }).length;
  }
  return { files: js.length, gzipBytes, rawBytes };
}

/**
 * The manifest's key of a source module. A dynamic entry that a later chunk also imports from
 * (Activity's panels share its components) is keyed by its chunk (`_activity-screen-….js`), not by
 * its source path: found then by its name among the dynamic entries.
 */
function manifestKey(built: Built, key: string): string {
  if (built.manifest[key]) return key;
  const name = path.basename(key, path.extname(key));
  const found = Object.entries(built.manifest).filter(([, chunk]) => chunk.isDynamicEntry && chunk.name === name);
  return found.length === 1 ? found[0][0] : key;
}

/** Whether any of those initial chunks carries the MQTT client (it must come after first paint). */
export function initialHasMqtt(built: Built, keys: string[]): boolean {
  const seen = new Set<string>();
  const visit = (key: string): boolean => {
    const chunk = built.manifest[manifestKey(built, key)];
    if (!chunk || seen.has(key)) return false;
    seen.add(key);
    const text = fs.readFileSync(path.join(built.outDir, chunk.file), 'utf8');
    return /MqttClient|mqtt\.js|protocolId:"MQTT"/.test(text) || (chunk.imports ?? []).some(visit);
  };
  return keys.some(visit);
}
