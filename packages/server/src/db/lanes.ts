import type { PGlite } from '@electric-sql/pglite';
import pLimit from 'p-limit';

/** The part of PGlite that drizzle's driver calls. */
type PgliteClient = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'waitReady'>;

/**
 * Two lanes onto one embedded database. PGlite runs one statement or transaction at a time, in the
 * order asked, so under a crowd of API requests a bar's event would wait behind all of them and reach
 * the consoles seconds late. The request lane lets at most `requestSlots` operations into PGlite's
 * queue at once (the rest wait here); the live lane (bar events) goes straight in, so it waits for at
 * most that many. Requests keep PGlite busy as before: a slot is refilled as soon as one frees, after
 * one turn of the event loop.
 */
export function pgliteLanes(client: PGlite, requestSlots = 2): { request: PgliteClient; live: PgliteClient } {
  const limit = pLimit(requestSlots);
  // PGlite answers in microtasks: without a turn of the event loop between requests, a bar event's
  // packet would not even be read until every waiting request had run
  const inTurn = <T>(run: () => Promise<T>) => limit(() => new Promise<void>((resolve) => setImmediate(resolve)).then(run));
  const request: PgliteClient = {
    waitReady: client.waitReady,
    query: ((...args: Parameters<PGlite['query']>) => inTurn(() => client.query(...args))) as PGlite['query'],
    exec: ((...args: Parameters<PGlite['exec']>) => inTurn(() => client.exec(...args))) as PGlite['exec'],
    transaction: ((...args: Parameters<PGlite['transaction']>) => inTurn(() => client.transaction(...args))) as PGlite['transaction'],
  };
  const live: PgliteClient = {
    waitReady: client.waitReady,
    query: client.query.bind(client),
    exec: client.exec.bind(client),
    transaction: client.transaction.bind(client),
  };
  return { request, live };
}
