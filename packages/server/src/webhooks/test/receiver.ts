import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a test receiver got. */
export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** True while the receiver holds the request unanswered and the sender has not given up on it. */
  open: boolean;
}

/** What the receiver does with a request: answer this status (now or once the promise settles), or hold it unanswered until `releaseAll`. */
export type Reply = number | Promise<number> | 'hold';

export interface Receiver {
  url(path: string): string;
  received: Received[];
  /** The first request (already received or to come) for which `match` holds. */
  next(match: (r: Received) => boolean, what: string, ms?: number): Promise<Received>;
  /** Answers every held request 200. */
  releaseAll(): void;
  close(): Promise<void>;
}

/** A local node:http webhook receiver; `reply` decides each answer from the request and how many came to that path before. */
export async function startReceiver(reply: (r: Received, before: number) => Reply): Promise<Receiver> {
  const received: Received[] = [];
  const held: http.ServerResponse[] = [];
  const waiters = new Set<() => void>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const entry: Received = { path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), open: true };
      const before = received.filter((r) => r.path === entry.path).length;
      received.push(entry);
      res.on('close', () => (entry.open = false));
      const answer = reply(entry, before);
      if (answer === 'hold') held.push(res);
      else void Promise.resolve(answer).then((status) => res.writeHead(status, { 'content-type': 'text/plain' }).end('ok'));
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const releaseAll = () => {
    for (const res of held.splice(0)) if (!res.writableEnded) res.writeHead(200).end('ok');
  };
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    received,
    next(match, what, ms = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(match);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`Gave up after ${ms} ms waiting for ${what}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
    releaseAll,
    async close() {
      releaseAll();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Polls `read` every 20 ms until `ok` holds for its value; fails naming `what` after `ms`. */
export async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!ok(value)) {
    if (Date.now() > deadline) throw new Error(`Gave up after ${ms} ms waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 20));
    value = await read();
  }
  return value;
}
