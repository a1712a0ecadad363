// Statements prepared once in the database thread. PGlite's own `query()` parses and plans every
// statement anew (an unnamed statement), where node-postgres on PostgreSQL prepares the repository's
// named statements once per connection; on the embedded database that planning cost more than
// running some of them (the drink history's deep page: 0.5 ms of planning a call).
import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/** Past this many distinct statements, new ones run unnamed as before (the cache never grows without end). */
export const PREPARED_MAX = 500;

/** Only what a plan can be kept for; DDL and the rest run unnamed. */
const PREPARABLE = /^\s*(select|insert|update|delete|with|values)\b/i;

interface Prepared {
  name: string;
  paramTypes: number[];
}

const { serialize } = protocol;

/** Statement names, unique in this thread (so also in each PGlite session it holds). */
let named = 0;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** PGlite's own error decoration (query, params), so that a failure reads the same either way. */
function decorated(err: unknown, sql: string, params: unknown[], options: QueryOptions | undefined): unknown {
  if (err instanceof Error && 'code' in err) Object.assign(err, { query: sql, params, queryOptions: options });
  return err;
}

/** A plan kept across a change to its tables' columns cannot answer; PostgreSQL says so with this. */
const isStalePlan = (err: unknown) =>
  err instanceof Error && (err as { code?: string }).code === '0A000' && /cached plan must not change result type/.test(err.message);

/**
 * `query(sql, params, options)` as PGlite answers it, with the statement parsed and described once and
 * then only bound and executed, each step one protocol exchange. Statements are keyed by their text and
 * parameter types; one PGlite session holds them all (transactions included: a prepared statement is
 * not undone by ROLLBACK).
 */
export function preparedStatements(pglite: PGlite, max = PREPARED_MAX) {
  const statements = new Map<string, Prepared>();

  async function prepare(key: string, sql: string, options: QueryOptions | undefined): Promise<Prepared> {
    const name = `bar_${++named}`;
    const { messages } = await pglite.execProtocol(
      concat([serialize.parse({ name, text: sql, types: options?.paramTypes }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const prepared = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(key, prepared);
    return prepared;
  }

  async function forget(key: string, prepared: Prepared): Promise<void> {
    statements.delete(key);
    await pglite.execProtocol(concat([serialize.close({ type: 'S', name: prepared.name }), serialize.sync()]), { syncToFs: false }).catch(() => {});
  }

  async function run(prepared: Prepared, params: unknown[], options: QueryOptions | undefined): Promise<Results> {
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = prepared.paramTypes[i];
      const serializer = options?.serializers?.[type] ?? pglite.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await pglite.execProtocol(
      concat([serialize.bind({ statement: prepared.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false },
    );
    if (!pglite.isInTransaction()) await pglite.syncToFs();
    return parse.parseResults(messages, pglite.parsers, options)[0];
  }

  /** Whether `sql` goes through a prepared statement (false: PGlite's own unnamed `query`). */
  const preparable = (sql: string, key: string) => statements.has(key) || (statements.size < max && PREPARABLE.test(sql));

  return {
    /**
     * `unprepared` answers what is not prepared: PGlite itself, or inside a transaction its handle
     * (PGlite's own `query` waits for the transaction to end).
     */
    async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions, unprepared: Pick<PGlite, 'query'> = pglite): Promise<Results<T>> {
      const key = options?.paramTypes?.length ? `${options.paramTypes.join(',')}|${sql}` : sql;
      if (!preparable(sql, key)) return unprepared.query<T>(sql, params, options);
      try {
        const prepared = statements.get(key) ?? (await prepare(key, sql, options));
        try {
          return (await run(prepared, params, options)) as Results<T>;
        } catch (err) {
          if (!isStalePlan(err)) throw err;
          await forget(key, prepared);
          // inside a transaction the error has aborted it: only the caller can start again
          if (pglite.isInTransaction()) throw err;
          return (await run(await prepare(key, sql, options), params, options)) as Results<T>;
        }
      } catch (err) {
        throw decorated(err, sql, params, options);
      }
    },
    /** How many statements are held (tests). */
    get size() {
      return statements.size;
    },
  };
}
