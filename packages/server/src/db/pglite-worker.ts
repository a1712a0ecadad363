// The database thread: hosts the embedded PGlite (WASM) so that its queries never hold the server's
// event loop. Started by pglite-thread.ts; every message is answered by id (see pglite-protocol.ts).
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { laneScheduler, type Lane } from './lanes.js';
import { preparedStatements } from './pglite-prepared.js';
import { toWireError, type Reply, type Request, type WireOptions, type WorkerOptions } from './pglite-protocol.js';

const port = parentPort!;
const { dataDir, image } = workerData as WorkerOptions;
const send = (reply: Reply) => port.postMessage(reply);
const fail = (id: number, err: unknown) => send({ id, ok: false, error: toWireError(err) });
const answer = (id: number, work: Promise<unknown>) =>
  work.then(
    (value) => {
      try {
        send({ id, ok: true, value });
      } catch (err) {
        // a value that cannot be copied to the other thread
        fail(id, err);
      }
    },
    (err: unknown) => fail(id, err),
  );

const asText = (value: string) => value;

/** The options as PGlite takes them: the columns the main thread parses itself stay text. */
function queryOptions(wire: WireOptions): QueryOptions {
  const options: QueryOptions = {};
  if (wire.rowMode) options.rowMode = wire.rowMode;
  if (wire.paramTypes) options.paramTypes = wire.paramTypes;
  if (wire.rawTypes?.length) options.parsers = Object.fromEntries(wire.rawTypes.map((type) => [type, asText]));
  return options;
}

interface OpenTransaction {
  tx: Transaction;
  /** Settles the transaction callback: resolved commits, rejected rolls back. */
  end(commit: boolean): void;
  /** Settles once the transaction has ended (COMMIT or ROLLBACK run). */
  ended: Promise<void>;
}

const ROLLED_BACK = Symbol('rolled back');

let pglite: PGlite;
let prepared: ReturnType<typeof preparedStatements>;
const lanes = laneScheduler();
const transactions = new Map<number, OpenTransaction>();
let closing = false;

/**
 * Opens a transaction and holds PGlite with it until the main thread ends it: PGlite's own
 * `transaction` runs BEGIN, keeps every other statement out, and COMMITs or ROLLs BACK when the
 * callback settles. The lane task lasts as long as the transaction, so nothing else is chosen meanwhile.
 */
function begin(id: number, lane: Lane): Promise<void> {
  return new Promise<void>((begun, failed) => {
    const ended: Promise<void> = lanes.run(lane, () =>
      pglite
        .transaction(
          (tx) =>
            new Promise<void>((resolve, reject) => {
              transactions.set(id, { tx, ended, end: (commit) => (commit ? resolve() : reject(ROLLED_BACK)) });
              begun();
            }),
        )
        .catch((err: unknown) => {
          if (err !== ROLLED_BACK) throw err;
        })
        .finally(() => transactions.delete(id)),
    );
    // BEGIN itself failed (once begun, this no longer settles anything)
    ended.catch(failed);
  });
}

function openTransaction(tx: number): OpenTransaction {
  const open = transactions.get(tx);
  if (!open) throw new Error('Transaction is closed');
  return open;
}

/** Runs `work` on the transaction's own handle: PGlite already holds the database for it. */
const inTransaction = <T>(tx: number, work: (open: OpenTransaction) => Promise<T>) => Promise.resolve().then(() => work(openTransaction(tx)));

const refused = () => Promise.reject(new Error('The database is closed.'));

/** Runs `work` on PGlite in its lane's turn; refused once closing. */
const inLane = <T>(lane: Lane, work: () => Promise<T>) => (closing ? refused() : lanes.run(lane, work));

function handle(message: Request): void {
  switch (message.kind) {
    case 'query': {
      const { sql, params, options, tx } = message;
      // a transaction's statements too: PGlite holds the one session for the transaction meanwhile
      const run = (on: Pick<PGlite, 'query'>) => prepared.query(sql, params, queryOptions(options), on);
      answer(message.id, tx === undefined ? inLane(message.lane, () => run(pglite)) : inTransaction(tx, (open) => run(open.tx)));
      return;
    }
    case 'exec': {
      const { sql, options, tx } = message;
      const run = (on: Pick<PGlite, 'exec'>) => on.exec(sql, queryOptions(options));
      answer(message.id, tx === undefined ? inLane(message.lane, () => run(pglite)) : inTransaction(tx, (open) => run(open.tx)));
      return;
    }
    case 'begin':
      answer(message.id, closing ? refused() : begin(message.id, message.lane));
      return;
    case 'end':
      answer(
        message.id,
        inTransaction(message.tx, (open) => {
          open.end(message.commit);
          return open.ended;
        }),
      );
      return;
    case 'rollback':
      answer(
        message.id,
        inTransaction(message.tx, (open) => open.tx.rollback()),
      );
      return;
    case 'close':
      // behind every statement and transaction already asked (a transaction still open ends first); nothing asked later runs
      answer(
        message.id,
        inLane('request', () => pglite.close()),
      );
      closing = true;
      return;
  }
}

// messages that arrive while PGlite opens wait for it, in order
let early: Request[] | undefined = [];
port.on('message', (message: Request) => (early ? early.push(message) : handle(message)));
try {
  pglite = dataDir ? new PGlite(path.join(dataDir, 'pglite')) : new PGlite(image ? { loadDataDir: new Blob([image]) } : {});
  await pglite.waitReady;
  prepared = preparedStatements(pglite);
  send({ kind: 'ready' });
  const waiting = early;
  early = undefined;
  waiting.forEach(handle);
} catch (err) {
  send({ kind: 'failed', error: toWireError(err) });
}
