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
 * one turn of the event loop. The live lane takes that turn too: a reconnecting bar re-reports every
 * drink it holds, one event after the other, and without it the whole burst would run before any
 * request, socket or timer (the API and the broker stood still for seconds).
 */
export function pgliteLanes(client: PGlite, requestSlots = 2): { request: PgliteClient; live: PgliteClient } {
  const limit = pLimit(requestSlots);
  // PGlite answers in microtasks: without a turn of the event loop between requests, a bar event's
  // packet would not even be read until every waiting request had run
  const nextTurn = <T>(run: () => Promise<T>) => new Promise<void>((resolve) => setImmediate(resolve)).then(run);
  const inTurn = <T>(run: () => Promise<T>) => limit(() => nextTurn(run));
  const request: PgliteClient = {
    waitReady: client.waitReady,
    query: ((...args: Parameters<PGlite['query']>) => inTurn(() => client.query(...args))) as PGlite['query'],
    exec: ((...args: Parameters<PGlite['exec']>) => inTurn(() => client.exec(...args))) as PGlite['exec'],
    transaction: ((...args: Parameters<PGlite['transaction']>) => inTurn(() => client.transaction(...args))) as PGlite['transaction'],
  };
  const live: PgliteClient = {
    waitReady: client.waitReady,
    query: ((...args: Parameters<PGlite['query']>) => nextTurn(() => client.query(...args))) as PGlite['query'],
    exec: ((...args: Parameters<PGlite['exec']>) => nextTurn(() => client.exec(...args))) as PGlite['exec'],
    transaction: ((...args: Parameters<PGlite['transaction']>) => nextTurn(() => client.transaction(...args))) as PGlite['transaction'],
  };
  return { request, live };
}
