import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'simulator', root: 'packages/simulator', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'packages/server',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // each file boots its own database; two cores do not gain from more workers
          poolOptions: { forks: { maxForks: 2, minForks: 1 } },
        },
      },
      'packages/web/vite.config.ts',
      // eslint.config.js's boundary rules, each shown to fail on a crossing import
      { test: { name: 'lint', root: 'scripts/lint', include: ['*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 } },
    ],
  },
});
