import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // one fork, on purpose: the pool is sized by this root config (a project's poolOptions do not
    // size it), and two forks on two cores ran the suite only ~15 % faster (it is CPU-bound) while
    // a timing-sensitive server test (forecast accuracy) failed under the contention
    maxWorkers: 1,
    minWorkers: 1,
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
        },
      },
      'packages/web/vite.config.ts',
      // eslint.config.js's boundary rules, each shown to fail on a crossing import
      { test: { name: 'lint', root: 'scripts/lint', include: ['*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 } },
    ],
  },
});
