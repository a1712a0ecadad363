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
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
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
