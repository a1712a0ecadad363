import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { openTestDatabase } from '../test/database.js';
import type { Database } from '../db/connection.js';
import { bars, robots, userRoles, users } from '../db/schema.js';
import { buildApp } from '../app.js';
import { TEST_JWT_SECRET } from '../test/harness.js';
import { ensureFirstAdmin, seedDemo } from './seed.js';
import { DEMO_BARS, DEMO_PASSWORD } from './demo-data.js';

describe('demo seed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('seeds four bars, one per version, with two robots each, and the demo accounts', async () => {
    expect(await seedDemo(database.db)).toBe(true);
    const barRows = await database.db.select().from(bars);
    expect(barRows.map((b) => b.version).sort()).toEqual(['compatto', 'ms1', 'ms3.1', 'veloce']);
    expect(barRows.find((b) => b.version === 'ms1')?.conveyors).toBe(3);
    // each bar's zone comes from its position: the Italian bars in Rome's, Las Vegas in Los Angeles'
    expect(Object.fromEntries(barRows.map((b) => [b.name, b.timeZone]))).toEqual({
      'Milano Duomo': 'Europe/Rome',
      'Roma Termini': 'Europe/Rome',
      'Torino Lingotto': 'Europe/Rome',
      'Las Vegas Strip': 'America/Los_Angeles',
    });
    const [{ n }] = await database.db.select({ n: count() }).from(robots);
    expect(n).toBe(8);
    expect(await database.db.select({ email: users.email }).from(users)).toHaveLength(7);
  });

  it('gives per-bar staff their role on every demo bar but the last', async () => {
    const last = DEMO_BARS[DEMO_BARS.length - 1].name;
    const [admin] = await database.db.select().from(users).where(eq(users.email, 'admin@demo.bar'));
    const grants = await database.db
      .select({ bar: bars.name, role: userRoles.role })
      .from(userRoles)
      .innerJoin(bars, eq(bars.id, userRoles.barId))
      .where(eq(userRoles.userId, admin.id));
    expect(grants).toHaveLength(3);
    expect(grants.every((g) => g.role === 'ADMIN' && g.bar !== last)).toBe(true);
    const [guest] = await database.db.select().from(users).where(eq(users.email, 'guest@demo.bar'));
    expect(await database.db.select().from(userRoles).where(eq(userRoles.userId, guest.id))).toHaveLength(0);
  });

  it('lets every demo account sign in with the demo password', async () => {
    const app = await buildApp({ db: database.db, jwtSecret: TEST_JWT_SECRET });
    try {
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'superadmin@demo.bar', password: DEMO_PASSWORD } });
      expect(res.statusCode).toBe(200);
      expect(res.json().superadmin).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('does nothing on a second start', async () => {
    expect(await seedDemo(database.db)).toBe(false);
    const [{ n }] = await database.db.select({ n: count() }).from(bars);
    expect(n).toBe(4);
  });

  it('creates the first super administrator only on an empty database', async () => {
    expect(await ensureFirstAdmin(database.db, 'ops@example.com', 'a long passphrase')).toBe(false);
    const empty = await openTestDatabase();
    try {
      expect(await ensureFirstAdmin(empty.db, 'Ops@Example.com', 'a long passphrase')).toBe(true);
      const rows = await empty.db.select().from(users);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email: 'ops@example.com', superadmin: true });
      expect(rows[0].passwordHash).toMatch(/^\$argon2id\$/);
      expect(await empty.db.select().from(bars)).toHaveLength(0);
    } finally {
      await empty.close();
    }
  });
});
