import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import { createSecretBox, type SecretBox } from './secret-box.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Seals and opens the bars' gateway secrets (docs/architecture.md, Secrets at rest). */
    secrets: SecretBox;
  }
}

/** Without a box (API tests) a random key serves for the app's life; main.ts always passes the configured one. */
export const secretsPlugin = fp<{ box?: SecretBox }>(
  async (app, opts) => {
    app.decorate('secrets', opts.box ?? createSecretBox(crypto.randomBytes(32)));
  },
  { name: 'secrets' },
);
