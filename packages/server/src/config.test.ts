import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('defaults to the embedded database in demo mode on 127.0.0.1:3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', demo: true, simulator: true, dataDir: path.resolve('./data') });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('turns demo mode off with a PostgreSQL URL, and requires a JWT secret then', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/bar' })).toThrow(/JWT_SECRET: is required when DATABASE_URL is set/);
    const config = loadConfig({ DATABASE_URL: 'postgres://db/bar', JWT_SECRET: 'x'.repeat(32) });
    expect(config.demo).toBe(false);
  });

  it('names every wrong variable in one clear error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', MQTT_URL: 'http://broker', DEMO: 'maybe', ADMIN_EMAIL: 'ops@example.com' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/^Invalid configuration:/);
    for (const name of ['PORT', 'MQTT_URL', 'DEMO', 'ADMIN_PASSWORD']) expect(message).toContain(name);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).demo).toBe(true);
  });
});
