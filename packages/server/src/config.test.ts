import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('defaults to the embedded database in demo mode on 127.0.0.1:3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', demo: true, simulator: true, dataDir: path.resolve('./data') });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('turns demo mode off with a PostgreSQL URL, and requires a JWT secret and a secret key then', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/bar' })).toThrow(
      /JWT_SECRET: is required when DATABASE_URL is set\n {2}SECRET_KEY: is required when DATABASE_URL is set/,
    );
    const config = loadConfig({ DATABASE_URL: 'postgres://db/bar', JWT_SECRET: 'x'.repeat(32), SECRET_KEY: 'ab'.repeat(32) });
    expect(config.demo).toBe(false);
  });

  it('reads SECRET_KEY and SECRET_KEY_PREVIOUS as 32 bytes in hex or base64, refusing anything else', () => {
    const key = Buffer.alloc(32, 9);
    const config = loadConfig({ SECRET_KEY: key.toString('hex'), SECRET_KEY_PREVIOUS: key.toString('base64') });
    expect(config.secretKey?.equals(key)).toBe(true);
    expect(config.secretKeyPrevious?.equals(key)).toBe(true);
    expect(loadConfig({ SECRET_KEY: key.toString('base64url') }).secretKey?.equals(key)).toBe(true);
    expect(loadConfig({}).secretKey).toBeUndefined();
    for (const wrong of ['short', 'ab'.repeat(31), Buffer.alloc(31).toString('base64'), Buffer.alloc(33).toString('base64')]) {
      expect(() => loadConfig({ SECRET_KEY: wrong }), wrong).toThrow(/SECRET_KEY: must be 32 bytes written as base64 or 64 hex digits/);
    }
    expect(() => loadConfig({ SECRET_KEY_PREVIOUS: key.toString('hex') })).toThrow(/SECRET_KEY_PREVIOUS: goes with SECRET_KEY/);
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

  it('uses the payment sandbox by default; live mode needs the Shift4 client GUID and http(s) gateway URLs', () => {
    expect(loadConfig({}).payments).toEqual({ mode: 'sandbox' });
    expect(() => loadConfig({ PAYMENTS_MODE: 'live' })).toThrow(/SHIFT4_CLIENT_GUID: is required when PAYMENTS_MODE is live/);
    expect(() => loadConfig({ PAYMENTS_MODE: 'prod', SATISPAY_BASE_URL: 'ftp://x' })).toThrow(
      /PAYMENTS_MODE: must be sandbox or live[\s\S]*SATISPAY_BASE_URL: must be an http\(s\) URL/,
    );
    const live = loadConfig({ PAYMENTS_MODE: 'live', SHIFT4_CLIENT_GUID: 'GUID', SHIFT4_BASE_URL: 'https://api.shift4test.com/api/rest/v1' });
    expect(live.payments).toEqual({ mode: 'live', shift4ClientGuid: 'GUID', shift4BaseUrl: 'https://api.shift4test.com/api/rest/v1' });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).demo).toBe(true);
  });

  it('trusts no proxy by default and takes TRUST_PROXY as a list of addresses and CIDR ranges', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const wrong of ['true', '*', '10.0.0.0/33', '10.0.0.1/8/1', 'proxy.example.com', '127.0.0.1,,nope']) {
      expect(() => loadConfig({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY: must be a comma-separated list of proxy IP addresses or CIDR ranges/);
    }
  });

  it('accepts 20 sign-ins per address a minute unless SIGN_IN_LIMIT_PER_MINUTE says otherwise', () => {
    expect(loadConfig({}).signInLimitPerMinute).toBe(20);
    expect(loadConfig({ SIGN_IN_LIMIT_PER_MINUTE: '300' }).signInLimitPerMinute).toBe(300);
    for (const wrong of ['0', '-5', '2.5', 'lots']) {
      expect(() => loadConfig({ SIGN_IN_LIMIT_PER_MINUTE: wrong }), wrong).toThrow(/SIGN_IN_LIMIT_PER_MINUTE: must be/);
    }
  });
});
