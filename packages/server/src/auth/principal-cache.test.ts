import { describe, expect, it } from 'vitest';
import { PrincipalCache } from './principal-cache.js';
import type { Principal } from './repository.js';

const USER = '00000000-0000-4000-8000-000000000001';
const BAR = '00000000-0000-4000-8000-0000000000b1';
const OTHER_BAR = '00000000-0000-4000-8000-0000000000b2';

const principal = (userId: string, barId = BAR, role: Principal['roles'][number]['role'] = 'BARMAN'): Principal => ({
  userId,
  email: `${userId}@cache.test`,
  firstName: 'F',
  lastName: 'L',
  superadmin: false,
  roles: [{ barId, role }],
  grants: [{ _id: `${userId}-grant`, barId, barName: 'Bar', role }],
});

/** A loader that answers what the "database" holds now and counts its reads; `hold` keeps reads in flight. */
function source(initial: Record<string, Principal | undefined>) {
  const rows = { ...initial };
  let reads = 0;
  let gate: Promise<void> | undefined;
  let open = () => {};
  return {
    rows,
    reads: () => reads,
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release: () => open(),
    load: async (id: string) => {
      reads++;
      const seen = rows[id];
      if (gate) await gate;
      return seen;
    },
  };
}

const clock = () => {
  let now = 1_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};

describe('PrincipalCache', () => {
  it('reads a user once while the entry lives, again after its time-to-live', async () => {
    const db = source({ [USER]: principal(USER) });
    const time = clock();
    const cache = new PrincipalCache(db.load, { ttlMs: 3_000, clock: time });
    await cache.get(USER);
    await cache.get(USER);
    expect(db.reads()).toBe(1);
    time.advance(2_999);
    await cache.get(USER);
    expect(db.reads()).toBe(1);
    time.advance(2);
    await cache.get(USER);
    expect(db.reads()).toBe(2);
  });

  it('shares one read among the concurrent first requests of a user', async () => {
    const db = source({ [USER]: principal(USER) });
    const cache = new PrincipalCache(db.load);
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.get(USER)));
    expect(db.reads()).toBe(1);
    expect(new Set(answers.map((a) => a?.userId))).toEqual(new Set([USER]));
  });

  it('never keeps a missing or disabled user: each request reads again', async () => {
    const db = source({});
    const cache = new PrincipalCache(db.load);
    expect(await cache.get(USER)).toBeUndefined();
    expect(await cache.get(USER)).toBeUndefined();
    expect(db.reads()).toBe(2);
  });

  it('does not keep a read that started before a change to that user', async () => {
    const db = source({ [USER]: principal(USER, BAR, 'ADMIN') });
    const cache = new PrincipalCache(db.load);
    db.hold();
    const before = cache.get(USER);
    // the change commits and is announced while the read is still in flight
    db.rows[USER] = principal(USER, BAR, 'BARMAN');
    cache.forget({ kind: 'user', id: USER });
    db.release();
    expect((await before)?.roles).toEqual([{ barId: BAR, role: 'ADMIN' }]);
    expect((await cache.get(USER))?.roles).toEqual([{ barId: BAR, role: 'BARMAN' }]);
    expect(db.reads()).toBe(2);
  });

  it('drops, on a bar change, the users holding a role there and keeps the others', async () => {
    const other = '00000000-0000-4000-8000-000000000002';
    const db = source({ [USER]: principal(USER, BAR), [other]: principal(other, OTHER_BAR) });
    const cache = new PrincipalCache(db.load);
    await cache.get(USER);
    await cache.get(other);
    cache.forget({ kind: 'bar', id: BAR });
    await cache.get(USER);
    await cache.get(other);
    expect(db.reads()).toBe(3);
  });

  it('applies a change announced by another instance, and ignores a malformed notice', async () => {
    const db = source({ [USER]: principal(USER) });
    const cache = new PrincipalCache(db.load);
    await cache.get(USER);
    for (const junk of ['not json', '{"kind":"user"}', JSON.stringify({ kind: 'robot', id: USER }), JSON.stringify({ kind: 'user', id: 'x' })]) {
      cache.receive(Buffer.from(junk));
    }
    await cache.get(USER);
    expect(db.reads()).toBe(1);
    cache.receive(Buffer.from(JSON.stringify({ kind: 'user', id: USER })));
    await cache.get(USER);
    expect(db.reads()).toBe(2);
  });

  it('announces a change made here after dropping it here', async () => {
    const db = source({ [USER]: principal(USER) });
    const cache = new PrincipalCache(db.load);
    const announced: unknown[] = [];
    cache.announceThrough(async (change) => {
      announced.push(change);
    });
    await cache.get(USER);
    await cache.changed({ kind: 'user', id: USER });
    expect(announced).toEqual([{ kind: 'user', id: USER }]);
    await cache.get(USER);
    expect(db.reads()).toBe(2);
  });

  it('holds at most `max` users, dropping the least recently used', async () => {
    const ids = [1, 2, 3].map((n) => `00000000-0000-4000-8000-00000000000${n}`);
    const db = source(Object.fromEntries(ids.map((id) => [id, principal(id)])));
    const cache = new PrincipalCache(db.load, { max: 2 });
    for (const id of ids) await cache.get(id);
    await cache.get(ids[2]);
    expect(db.reads()).toBe(3);
    await cache.get(ids[0]);
    expect(db.reads()).toBe(4);
  });

  it('hands out principals no request can change for the next one', async () => {
    const cache = new PrincipalCache(source({ [USER]: principal(USER) }).load);
    const first = (await cache.get(USER))!;
    expect(() => first.roles.push({ barId: OTHER_BAR, role: 'ADMIN' })).toThrow();
    expect(() => ((first as { superadmin: boolean }).superadmin = true)).toThrow();
    expect((await cache.get(USER))!.roles).toEqual([{ barId: BAR, role: 'BARMAN' }]);
  });
});
