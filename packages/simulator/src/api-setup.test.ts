import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareBarsFromApi } from './api-setup.js';

const BAR_ID = '44444444-4444-4444-8444-444444444444';

/** The server's HTTP API as the simulator sees it; `restart()` makes every earlier access token invalid. */
async function fakeServer() {
  let generation = 1;
  let logins = 0;
  let barTokens = 0;
  const server = http.createServer((req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.url === '/api/auth/login') {
      logins++;
      return reply(200, { accessToken: `access-${generation}` });
    }
    if (req.headers.authorization !== `Bearer access-${generation}`) return reply(401, { message: 'Your session is not valid. Sign in again.' });
    if (req.url === '/api/ubar/bars/avail') return reply(200, [{ _id: BAR_ID, name: 'Sim' }]);
    if (req.url === '/api/ubar/bars/current') return reply(200, { _id: BAR_ID, name: 'Sim', version: 'ms3.1', open: true, robots: [] });
    if (req.url === `/api/auth/bar-jwt/${BAR_ID}`) return reply(200, { token: `bar-${generation}-${++barTokens}` });
    reply(404, { message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    restart: () => generation++,
    logins: () => logins,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let close = async () => {};
afterEach(() => close());

describe('bars prepared from an account', () => {
  it('renew their bar token by signing in again when the access token is refused after a restart', async () => {
    const server = await fakeServer();
    close = server.close;
    const [bar] = await prepareBarsFromApi(server.base, 'msadmin@demo.bar', 'demo-password');
    expect(bar.token).toBe('bar-1-1');
    expect(server.logins()).toBe(1);

    server.restart();
    expect(await bar.renewToken()).toBe('bar-2-2');
    expect(server.logins()).toBe(2);
    // one sign-in serves every later call
    expect(await bar.renewToken()).toBe('bar-2-3');
    expect(server.logins()).toBe(2);
  });
});
