import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, createBar, createUser, signIn, bearer, TEST_PASSWORD, type TestApp } from '../test/harness.js';

let t: TestApp;
let lines: Array<Record<string, unknown>> = [];
let text = '';
let barId: string;
let userId: string;
let token: string;
let webRoot: string;

const stream = new Writable({
  write(chunk, _enc, done) {
    text += chunk.toString();
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

/** The access-log lines written since the last call. */
function accessLines(level?: number) {
  const found = lines.filter((l) => l.msg === 'request' && (level === undefined || l.level === level));
  lines = [];
  return found;
}

const INFO = 30;

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'request-log-web-'));
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>console</title>');
  fs.writeFileSync(path.join(webRoot, 'assets', 'app.js'), 'console.log(1);');
  t = await startTestApp({ logger: { level: 'info', stream }, webRoot });
  barId = await createBar(t.db);
  userId = await createUser(t.db, 'logged.admin@example.com', { roles: [{ barId, role: 'ADMIN' }] });
  token = await signIn(t.app, 'logged.admin@example.com');
  accessLines();
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe('the access log at info', () => {
  it('writes one line per API request with method, route pattern, status, time, user and bar', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/udrink/categories/', headers: { ...bearer(token), 'x-bar': barId } });
    expect(res.statusCode, res.body).toBe(200);
    const found = accessLines(INFO);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ method: 'GET', route: '/api/udrink/categories/', statusCode: 200, userId, barId });
    expect(found[0].responseTimeMs).toEqual(expect.any(Number));
  });

  it('logs refused requests too, without a user', async () => {
    await t.app.inject({ method: 'GET', url: '/api/uuser/members' });
    expect(accessLines(INFO)).toEqual([expect.objectContaining({ method: 'GET', route: '/api/uuser/members', statusCode: 401, userId: null })]);
  });

  it('never writes a bearer token, a password, a body or a query string', async () => {
    text = '';
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'logged.admin@example.com', password: TEST_PASSWORD } });
    await t.app.inject({ method: 'POST', url: '/api/auth/whoami', headers: bearer(token) });
    await t.app.inject({ method: 'GET', url: '/api/udrink/categories/?access_token=query-value', headers: { ...bearer(token), 'x-bar': barId } });
    expect(accessLines(INFO).map((l) => [l.route, l.statusCode])).toEqual([
      ['/api/auth/login', 200],
      ['/api/auth/whoami', 200],
      ['/api/udrink/categories/', 400],
    ]);
    expect(text).not.toContain('query-value');
    expect(text).not.toContain(token);
    expect(text).not.toContain(TEST_PASSWORD);
    expect(text).not.toContain('logged.admin@example.com');
  });

  it('keeps health checks and the console files out of the info log', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    expect((await t.app.inject({ method: 'GET', url: '/assets/app.js' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/drinks/queue' })).statusCode).toBe(200);
    expect(accessLines(INFO)).toEqual([]);
  });
});
