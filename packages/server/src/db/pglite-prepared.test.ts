import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedStatements } from './pglite-prepared.js';

const rejection = (work: Promise<unknown>) =>
  work.then(
    () => {
      throw new Error('expected a rejection');
    },
    (err: unknown) => err as Error & Record<string, unknown>,
  );

describe('statements prepared once in the database thread', () => {
  let pglite: PGlite;
  beforeAll(async () => {
    pglite = new PGlite();
    await pglite.exec(`
      CREATE TABLE items (id int PRIMARY KEY, name text NOT NULL, doc jsonb, tags text[], at timestamptz, price numeric(8,2));
      INSERT INTO items VALUES
        (1, 'one', '{"a": 1}', '{x,y}', '2026-11-27T10:00:00Z', 1.50),
        (2, 'two', null, '{}', null, null);
    `);
  });
  afterAll(() => pglite.close());

  it('answers what PGlite answers unprepared, for every parameter and column type, preparing each text once', async () => {
    const prepared = preparedStatements(pglite);
    const text = 'SELECT id, name, doc, tags, at, price FROM items WHERE id = ANY($1::int[]) AND ($2::text IS NULL OR name <> $2) ORDER BY id';
    for (const params of [
      [[1, 2], null],
      [[2], 'one'],
      [[1], 'two'],
    ]) {
      expect(await prepared.query(text, params)).toEqual(await pglite.query(text, params));
    }
    const insert = 'INSERT INTO items (id, name, doc, at) VALUES ($1, $2, $3, $4) RETURNING id, doc, at';
    const at = new Date('2026-11-27T12:34:56.789Z');
    const inserted = await prepared.query(insert, [3, 'three', { deep: [1, 'two'] }, at]);
    expect(inserted.rows).toEqual([{ id: 3, doc: { deep: [1, 'two'] }, at }]);
    expect((await prepared.query(insert, [4, 'four', null, null])).rows).toEqual([{ id: 4, doc: null, at: null }]);
    expect(prepared.size).toBe(2);

    const options = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (value: string) => `raw ${value}` } };
    const byArray = await prepared.query('SELECT id, at FROM items WHERE id = $1', [1], options);
    expect(byArray.rows).toEqual((await pglite.query('SELECT id, at FROM items WHERE id = $1', [1], options)).rows);
    expect(byArray.rows[0]).toEqual([1, expect.stringMatching(/^raw 2026-11-27 10:00:00/)]);
  });

  it('rejects a failing call with the database error, decorated as PGlite does, and runs the statement again afterwards', async () => {
    const prepared = preparedStatements(pglite);
    const text = 'SELECT 10 / $1::int AS q';
    const err = await rejection(prepared.query(text, [0]));
    expect(err).toMatchObject({ code: '22012', message: 'division by zero', query: text, params: [0] });
    expect((await prepared.query(text, [5])).rows).toEqual([{ q: 2 }]);

    const syntax = await rejection(prepared.query('SELECT FROM WHERE', []));
    expect(syntax).toMatchObject({ code: '42601' });
    expect(prepared.size).toBe(1);
  });

  it('keeps its statements through a rolled-back transaction, and runs the rest on the transaction', async () => {
    const prepared = preparedStatements(pglite);
    const count = 'SELECT count(*)::int AS n FROM items WHERE name = $1';
    await expect(
      pglite.transaction(async (tx) => {
        await prepared.query('CREATE TABLE undone (id int)', [], undefined, tx);
        await prepared.query('INSERT INTO items (id, name) VALUES ($1, $2)', [10, 'ten']);
        expect((await prepared.query(count, ['ten'])).rows).toEqual([{ n: 1 }]);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect((await prepared.query(count, ['ten'])).rows).toEqual([{ n: 0 }]);
    expect((await prepared.query("SELECT to_regclass('undone') AS t")).rows).toEqual([{ t: null }]);
    await prepared.query('INSERT INTO items (id, name) VALUES ($1, $2)', [10, 'ten']);
    expect((await prepared.query(count, ['ten'])).rows).toEqual([{ n: 1 }]);
  });

  it('prepares again a statement whose table changed its columns', async () => {
    const prepared = preparedStatements(pglite);
    await pglite.exec('CREATE TABLE shapes (id int)');
    await prepared.query('INSERT INTO shapes VALUES ($1)', [1]);
    const all = 'SELECT * FROM shapes WHERE id = $1';
    expect((await prepared.query(all, [1])).rows).toEqual([{ id: 1 }]);
    await pglite.exec("ALTER TABLE shapes ADD COLUMN label text DEFAULT 'new'");
    expect((await prepared.query(all, [1])).rows).toEqual([{ id: 1, label: 'new' }]);
  });

  it('runs DDL and statements past its limit unprepared', async () => {
    const prepared = preparedStatements(pglite, 2);
    await prepared.query('CREATE TABLE counted (n int)');
    expect(prepared.size).toBe(0);
    for (let n = 1; n <= 4; n++) await prepared.query(`INSERT INTO counted VALUES ($1 + ${n - 1})`, [n]);
    expect(prepared.size).toBe(2);
    expect((await prepared.query('SELECT array_agg(n ORDER BY n) AS all FROM counted')).rows).toEqual([{ all: [1, 3, 5, 7] }]);
  });
});
