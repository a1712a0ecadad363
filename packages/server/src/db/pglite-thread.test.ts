import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './connection.js';
import { bars, users } from './schema.js';
import { startPgliteThread, type PgliteClient } from './pglite-thread.js';

const user = (email: string) => ({ email, firstName: 'Ada', lastName: 'Lovelace', passwordHash: 'x' });
const rejection = (work: Promise<unknown>) =>
  work.then(
    () => {
      throw new Error('expected a rejection');
    },
    (err: unknown) => err as Error & { cause?: Record<string, unknown> } & Record<string, unknown>,
  );

describe('the embedded database in its own thread', () => {
  let database: Database;
  let client: PgliteClient;
  beforeAll(async () => {
    database = await openDatabase({});
    client = (database.db as unknown as { $client: PgliteClient }).$client;
  });
  afterAll(() => database.close());

  it('rejects a failed statement with the database error fields the routes map (code, detail, constraint)', async () => {
    await database.db.insert(users).values(user('twice@thread.test'));
    const err = await rejection(database.db.insert(users).values(user('twice@thread.test')));
    expect(err.cause).toBeInstanceOf(Error);
    expect(err.cause).toMatchObject({
      code: '23505',
      constraint: 'users_email_unique',
      table: 'users',
      severity: 'ERROR',
      detail: 'Key (email)=(twice@thread.test) already exists.',
    });
    expect(String(err.cause!.message)).toMatch(/duplicate key value violates unique constraint/);

    const raw = await rejection(client.query('SELECT 1 / $1::int', [0]));
    expect(raw).toMatchObject({ code: '22012', message: 'division by zero', query: 'SELECT 1 / $1::int', params: [0] });
  });

  it('rolls a transaction back when its callback throws, and rethrows the same error', async () => {
    const boom = new Error('boom');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(users).values(user('thrown@thread.test'));
        throw boom;
      }),
    ).rejects.toBe(boom);
    expect(await database.db.select().from(users).where(eq(users.email, 'thrown@thread.test'))).toEqual([]);
  });

  it('rolls a transaction back when one of its statements fails, and goes on serving', async () => {
    await database.db.insert(users).values(user('taken@thread.test'));
    const err = await rejection(
      database.db.transaction(async (tx) => {
        await tx.insert(users).values(user('first@thread.test'));
        await tx.insert(users).values(user('taken@thread.test'));
      }),
    );
    expect(err.cause?.code).toBe('23505');
    expect(await database.db.select().from(users).where(eq(users.email, 'first@thread.test'))).toEqual([]);
    expect(await database.liveDb.select({ n: sql<number>`count(*)::int` }).from(users)).toEqual([{ n: 2 }]);
  });

  it("keeps drizzle's rollback and nested transactions (savepoints)", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(users).values(user('rolled@thread.test'));
        tx.rollback();
      }),
    ).rejects.toThrow(/Rollback/);
    await database.db.transaction(async (tx) => {
      await tx.insert(users).values(user('outer@thread.test'));
      await tx
        .transaction(async (inner) => {
          await inner.insert(users).values(user('inner@thread.test'));
          throw new Error('inner only');
        })
        .catch(() => {});
    });
    const emails = (await database.db.select({ email: users.email }).from(users)).map((row) => row.email);
    expect(emails).toContain('outer@thread.test');
    expect(emails).not.toContain('inner@thread.test');
    expect(emails).not.toContain('rolled@thread.test');
  });

  it('answers values as PGlite does, and applies the caller’s parsers to their columns', async () => {
    const [bar] = await database.db
      .insert(bars)
      .values({ name: 'Thread Bar', version: 'ms3.1', placeName: 'Milano', latitude: 45.5, longitude: 9.2, features: { drinkBuilder: true } })
      .returning();
    expect(bar!.createdAt).toBeInstanceOf(Date);
    expect(bar!.features).toEqual({ drinkBuilder: true });
    expect(bar!.latitude).toBe(45.5);
    expect(bar!.liveCheck).toBeNull();

    const TIMESTAMPTZ = 1184;
    const seen: unknown[] = [];
    const marked = (value: string, type?: number) => (seen.push(type), `text:${value}`);
    const arrays = await client.query<unknown[]>('SELECT created_at, live_check, name FROM bars WHERE id = $1', [bar!.id], {
      rowMode: 'array',
      parsers: { [TIMESTAMPTZ]: marked },
    });
    expect(arrays.rows[0]![0]).toMatch(/^text:\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
    expect(arrays.rows[0]!.slice(1)).toEqual([null, 'Thread Bar']);
    expect(seen).toEqual([TIMESTAMPTZ]);
    const objects = await client.query<{ created_at: unknown }>('SELECT created_at FROM bars WHERE id = $1', [bar!.id], { parsers: { [TIMESTAMPTZ]: marked } });
    expect(objects.rows[0]!.created_at).toBe(arrays.rows[0]![0]);
    const [inserted] = await client.exec("INSERT INTO users (email, first_name, last_name, password_hash) VALUES ('exec@thread.test', 'A', 'B', 'x')");
    expect(inserted!.affectedRows).toBe(1);
  });
});

describe('the embedded database thread on its own', () => {
  it('answers what was asked before PGlite had opened, in order, and refuses what is asked after close', async () => {
    const thread = startPgliteThread();
    const answers = await Promise.all([thread.request.query<{ n: number }>('SELECT 1 AS n'), thread.live.query<{ n: number }>('SELECT 2 AS n')]);
    expect(answers.map((a) => a.rows[0]!.n)).toEqual([1, 2]);
    await thread.close();
    await expect(thread.request.query('SELECT 1')).rejects.toThrow('The database is closed.');
  });
});

describe('the embedded database on disk', () => {
  it('keeps what was committed across close and reopen; close ends the thread and frees the data dir', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bar-thread-'));
    try {
      const first = await openDatabase({ dataDir });
      await first.db.insert(users).values(user('kept@thread.test'));
      await first.close();
      expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
      expect((await rejection(first.db.select().from(users))).cause?.message).toBe('The database is closed.');

      const again = await openDatabase({ dataDir });
      try {
        expect((await again.db.select({ email: users.email }).from(users)).map((row) => row.email)).toEqual(['kept@thread.test']);
      } finally {
        await again.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
