import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built console: real files from the web build, index.html for client routes.
 * Unknown /api paths keep their JSON 404.
 */
export async function registerSpa(app: FastifyInstance, webRoot: string): Promise<void> {
  const index = path.join(webRoot, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn(`No web build at ${webRoot}: run "npm run build" to serve the console.`);
    return;
  }
  // no routes of its own (`serve: false`): the catch-all below sends the build's files through
  // reply.sendFile, rather than a route per file (several hundred, listed from the disk at each start: B9)
  await app.register(fastifyStatic, {
    root: webRoot,
    serve: false,
    index: false,
    // the headers are ours (setHeaders): @fastify/static's default `max-age=0` would replace the assets' year
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      // hashed names: a new build has new names. The build's other files keep their names: asked again each time
      res.setHeader('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // re-read when the build changes under a running server, so the page never points at deleted assets
  let cached = { mtimeMs: -1, html: fs.readFileSync(index) };
  const indexHtml = () => {
    try {
      const { mtimeMs } = fs.statSync(index);
      if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, html: fs.readFileSync(index) };
    } catch {
      // mid-rebuild the file is briefly absent: keep serving the last one read
    }
    return cached.html;
  };
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.callNotFound();
    }
    const file = path.join(webRoot, decodeURIComponent(request.url.split('?')[0]));
    if (file.startsWith(webRoot + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(webRoot, file));
    }
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml());
  });
}
