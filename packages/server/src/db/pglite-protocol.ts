// The messages between the main thread (pglite-thread.ts) and the database thread (pglite-worker.ts).
import type { Lane } from './lanes.js';

/** What the database thread is started with (`workerData`). */
export interface WorkerOptions {
  /** PGlite data directory; omitted means in memory. */
  dataDir?: string;
  /** In memory only: the database starts as this dump (`dumpDataDir`, a tar) rather than empty (test databases start migrated). */
  image?: Uint8Array;
}

/**
 * The query options that cross the thread boundary. Parser functions cannot be copied to the other
 * thread: their types are sent instead (`rawTypes`), the database thread leaves those columns as
 * Postgres text and the main thread applies the caller's parsers to them.
 */
export interface WireOptions {
  rowMode?: 'array' | 'object';
  rawTypes?: number[];
  paramTypes?: number[];
}

export type Request =
  | { kind: 'query'; id: number; lane: Lane; tx?: number; sql: string; params: unknown[]; options: WireOptions }
  | { kind: 'exec'; id: number; lane: Lane; tx?: number; sql: string; options: WireOptions }
  /** Opens a transaction whose id is this message's id; answered once BEGIN has run. */
  | { kind: 'begin'; id: number; lane: Lane }
  /** Ends transaction `tx` (COMMIT or ROLLBACK); answered once it has ended. */
  | { kind: 'end'; id: number; tx: number; commit: boolean }
  /** `tx.rollback()` inside the callback: rolls back now, the transaction ends with the callback. */
  | { kind: 'rollback'; id: number; tx: number }
  /** Closes PGlite after everything already asked; answered once closed. */
  | { kind: 'close'; id: number };

export type Reply =
  { kind: 'ready' } | { kind: 'failed'; error: WireError } | { id: number; ok: true; value: unknown } | { id: number; ok: false; error: WireError };

/** An error as copied across: its message, name and every plain field (Postgres's `code`, `detail`, `constraint` …). */
export interface WireError {
  message: string;
  fields: Record<string, string | number | boolean | null | undefined | unknown[]>;
}

// the query's options may hold functions, and the stack belongs to the other thread
const NOT_COPIED = new Set(['message', 'stack', 'queryOptions']);

export function toWireError(err: unknown): WireError {
  if (!(err instanceof Error)) return { message: String(err), fields: {} };
  const fields: WireError['fields'] = { name: err.name };
  for (const [key, value] of Object.entries(err)) {
    if (NOT_COPIED.has(key)) continue;
    if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value)) fields[key] = value as string | number | boolean | null;
    else if (key === 'params' && Array.isArray(value)) fields[key] = value;
  }
  return { message: err.message, fields };
}

/** The error again, on this thread: an Error with the same message, name and fields, and this thread's stack. */
export function fromWireError(wire: WireError, extra: Record<string, unknown> = {}): Error {
  const err = new Error(wire.message);
  Object.assign(err, wire.fields, extra);
  return err;
}
