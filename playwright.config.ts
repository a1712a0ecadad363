import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3199);
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
/** Bars and a simulator of its own: it touches nothing the other journeys use. */
const FLEET = /fleet\.spec\.ts$/;

/** Journeys in Debian's Chromium against the built app on a fresh demo data dir. */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // the journeys one at a time (they share the demo bars); the fleet journey, which spends three
  // minutes waiting for its own bars to go offline, beside them
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: FLEET, workers: 1, use: desktop },
    { name: 'fleet', testMatch: FLEET, workers: 1, use: desktop },
  ],
  webServer: {
    command: `rm -rf data/e2e-${PORT} && node packages/server/dist/main.js`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // every journey signs in from 127.0.0.1: many staff behind one address, not an attacker
    env: { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: `data/e2e-${PORT}`, DEMO: '1', LOG_LEVEL: 'warn', SIGN_IN_LIMIT_PER_MINUTE: '1000' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
