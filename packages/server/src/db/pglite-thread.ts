import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ParserOptions, PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import type { Lane } from './lanes.js';
import { fromWireError, type Reply, type Request, type WireError, type WireOptions, type WorkerOptions } from './pglite-protocol.js';

/** The part of PGlite that drizzle's driver and migrator (and the export reader, array-query.ts) call. */
export type PgliteClient = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'waitReady'>;

export interface PgliteThread {
  /** For API requests. */
  request: PgliteClient;
  /** For bar events: run before waiting requests (lanes.ts). */
  live: PgliteClient;
  /** Settles once PGlite is open in the thread (rejects with its error if it could not open). */
  waitReady: Promise<void>;
  /** Closes PGlite after what was already asked, then ends the thread. */
  close(): Promise<void>;
}

/**
 * The database thread's module: `pglite-worker.js` beside the bundle (`scripts/build-server.mjs` builds
 * it next to dist/main.js), else `pglite-worker.ts` beside this file (sources, tests), loaded through
 * tsx's `tsImport` (a worker does not take the `--import tsx` hooks on Node 20). The thread takes none
 * of the process's own preloads.
 */
function startWorker(workerData: WorkerOptions): Worker {
  const built = new URL('./pglite-worker.js', import.meta.url);
  if (fs.existsSync(built)) return new Worker(built, { workerData, execArgv: process.execArgv.filter((arg) => arg === '--enable-source-maps') });
  const source = new URL('./pglite-worker.ts', import.meta.url);
  if (!fs.existsSync(source)) {
    throw new Error(`The database thread's module is missing: neither pglite-worker.js nor pglite-worker.ts is beside ${fileURLToPath(import.meta.url)}.`);
  }
  // the package's ESM build of the API (require resolves to the CommonJS one)
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const bootstrap = `import(${JSON.stringify(tsx)}).then((tsx) => tsx.tsImport(${JSON.stringify(source.href)}, ${JSON.stringify(source.href)}))`;
  return new Worker(bootstrap, { eval: true, workerData, execArgv: [] });
}

interface Pending {
  resolve(value: unknown): void;
  reject(err: Error): void;
  options?: QueryOptions;
}

/**
 * Starts the embedded database (PGlite, WASM) in a worker thread, so that its queries — a page
 * counting a million drinks takes seconds — never hold the server's event loop. Every call is a
 * message answered by id. Parsers (functions) cannot cross: their columns come back as Postgres text
 * and are parsed here. A transaction holds PGlite in the thread from BEGIN until its callback here
 * settles (COMMIT, or ROLLBACK when it throws); other statements wait meanwhile, as they do in PGlite.
 */
export function startPgliteThread(options: WorkerOptions = {}): PgliteThread {
  const worker = startWorker(options);
  const pending = new Map<number, Pending>();
  let lastId = 0;
  let stopped: Error | undefined;
  let closing: Promise<void> | undefined;

  // the thread keeps the process alive only while something waits on it (its start included), as a socket would
  let busy = 1;
  const hold = () => {
    if (busy++ === 0) worker.ref();
  };
  const release = () => {
    if (--busy === 0) worker.unref();
  };

  let ready!: { resolve(): void; reject(err: Error): void };
  const waitReady = new Promise<void>((resolve, reject) => (ready = { resolve, reject }));
  waitReady.then(release, release); // a failure is seen by whoever awaits it

  const stop = (err: Error) => {
    stopped ??= err;
    ready.reject(stopped);
    for (const call of pending.values()) call.reject(stopped);
    pending.clear();
  };
  worker.on('error', (err) => stop(new Error(`The database thread failed: ${err.message}`, { cause: err })));
  worker.on('exit', (code) => stop(new Error(`The database thread ended (exit code ${code}).`)));
  worker.on('message', (reply: Reply) => {
    if ('kind' in reply) {
      if (reply.kind === 'ready') ready.resolve();
      else stop(fromWireError(reply.error));
      return;
    }
    const call = pending.get(reply.id);
    if (!call) return;
    pending.delete(reply.id);
    if (reply.ok) call.resolve(reply.value);
    else call.reject(errorOf(reply.error, call.options));
  });

  function ask<T>(message: Request, options?: QueryOptions): Promise<T> {
    if (stopped) return Promise.reject(stopped);
    return new Promise<T>((resolve, reject) => {
      try {
        worker.postMessage(message);
      } catch (err) {
        reject(err);
        return;
      }
      hold();
      pending.set(message.id, {
        resolve: (value) => {
          release();
          resolve(value as T);
        },
        reject: (err) => {
          release();
          reject(err);
        },
        options,
      });
    });
  }

  async function query<T>(lane: Lane, tx: number | undefined, sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    const result = await ask<Results<T>>({ kind: 'query', id: ++lastId, lane, tx, sql, params, options: wireOptions(options) }, options);
    return parseRaw(result, options);
  }

  async function exec(lane: Lane, tx: number | undefined, sql: string, options?: QueryOptions): Promise<Results[]> {
    const results = await ask<Results[]>({ kind: 'exec', id: ++lastId, lane, tx, sql, options: wireOptions(options) }, options);
    return results.map((result) => parseRaw(result, options));
  }

  async function transaction<T>(lane: Lane, callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = ++lastId;
    await ask({ kind: 'begin', id, lane });
    hold();
    try {
      let closed = false;
      const open = () => {
        if (closed) throw new Error('Transaction is closed');
      };
      const tx: Transaction = {
        query: async (sql, params, options) => (open(), query(lane, id, sql, params, options)),
        sql: async (strings, ...params) => (
          open(),
          query(
            lane,
            id,
            strings.reduce((text, part, n) => `${text}$${n}${part}`),
            params,
          )
        ),
        exec: async (sql, options) => (open(), exec(lane, id, sql, options)),
        rollback: async () => {
          open();
          await ask({ kind: 'rollback', id: ++lastId, tx: id });
          closed = true;
        },
        listen: () => Promise.reject(new Error('LISTEN is not available on the embedded database.')),
        get closed() {
          return closed;
        },
      };
      let result: T;
      try {
        result = await callback(tx);
      } catch (err) {
        closed = true;
        await ask({ kind: 'end', id: ++lastId, tx: id, commit: false });
        throw err;
      }
      closed = true;
      await ask({ kind: 'end', id: ++lastId, tx: id, commit: true });
      return result;
    } finally {
      release();
    }
  }

  const client = (lane: Lane): PgliteClient => ({
    waitReady,
    query: ((sql: string, params?: unknown[], options?: QueryOptions) => query(lane, undefined, sql, params, options)) as PGlite['query'],
    exec: ((sql: string, options?: QueryOptions) => exec(lane, undefined, sql, options)) as PGlite['exec'],
    transaction: (<T>(callback: (tx: Transaction) => Promise<T>) => transaction(lane, callback)) as PGlite['transaction'],
  });

  return {
    request: client('request'),
    live: client('live'),
    waitReady,
    close() {
      closing ??= (async () => {
        try {
          if (!stopped) await ask({ kind: 'close', id: ++lastId });
        } finally {
          stop(new Error('The database is closed.'));
          await worker.terminate();
        }
      })();
      return closing;
    },
  };
}

/** The error as the database raised it: message, `code`, `detail`, `constraint` … and, like PGlite's, the query's options. */
function errorOf(wire: WireError, options: QueryOptions | undefined): Error {
  return fromWireError(wire, 'query' in wire.fields ? { queryOptions: options } : {});
}

function wireOptions(options: QueryOptions | undefined): WireOptions {
  if (!options) return {};
  for (const key of ['serializers', 'blob', 'onNotice'] as const) {
    if (options[key]) throw new Error(`The query option ${key} is not available on the embedded database's thread.`);
  }
  return { rowMode: options.rowMode, paramTypes: options.paramTypes, rawTypes: options.parsers && Object.keys(options.parsers).map(Number) };
}

/** Applies the caller's parsers to the columns the thread left as text (PGlite skips nulls, and so does this). */
function parseRaw<T>(result: Results<T>, options: QueryOptions | undefined): Results<T> {
  const parsers: ParserOptions | undefined = options?.parsers;
  if (!parsers) return result;
  const parse = (value: unknown, type: number) => (value === null ? null : (parsers[type] as (value: string, type: number) => unknown)(value as string, type));
  if (options?.rowMode === 'array') {
    const columns = result.fields.flatMap((field, index) => (parsers[field.dataTypeID] ? [{ index, type: field.dataTypeID }] : []));
    for (const row of result.rows as unknown[][]) for (const { index, type } of columns) row[index] = parse(row[index], type);
  } else {
    // an object row holds each name once: the value of the last column with that name
    const last = new Map(result.fields.map((field) => [field.name, field.dataTypeID]));
    const columns = [...last].filter(([, type]) => parsers[type]);
    for (const row of result.rows as Record<string, unknown>[]) for (const [name, type] of columns) row[name] = parse(row[name], type);
  }
  return result;
}
