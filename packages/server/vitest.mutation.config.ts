import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** On-demand mutation runs (npm run test:mutation-guards): too slow for every `npm test`. */
export default defineConfig({
  test: {
    name: 'server-mutation',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.mutation.ts'],
    testTimeout: 900_000,
    hookTimeout: 60_000,
  },
});
