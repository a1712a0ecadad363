import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-web-'));
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>console</title>');
  fs.writeFileSync(path.join(webRoot, 'assets', 'app-1a2b.js'), 'console.log(1);');
  fs.writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await startTestApp({ webRoot });
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe('the built console', () => {
  it('sends a hashed asset with its type, kept a year, and never sniffed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1);');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends a file at the root of the build, checked again on each use', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/svg/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("answers a client route with the console's page, never cached", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/production/delivered?page=2' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>console</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the JSON 404 of an unknown API path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('never sends a file outside the build', async () => {
    const outside = path.join(path.dirname(webRoot), `${path.basename(webRoot)}-secret.txt`);
    fs.writeFileSync(outside, 'secret');
    try {
      for (const url of [`/..%2F${path.basename(outside)}`, `/assets/..%2F..%2F${path.basename(outside)}`]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.body, url).not.toContain('secret');
      }
    } finally {
      fs.rmSync(outside, { force: true });
    }
  });

  it('refuses an address with a broken %-escape with a 400 that says so', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/address is not valid/);
  });
});
