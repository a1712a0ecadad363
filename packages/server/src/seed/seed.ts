import { count } from 'drizzle-orm';
import { BAR_SECRET_FIELDS } from '@bar/domain';
import type { Db } from '../db/connection.js';
import { bars, robots, userRoles, users } from '../db/schema.js';
import { hashPassword } from '../auth/passwords.js';
import { insertBar } from '../bars/repository.js';
import { newBarDefaults } from '../bars/defaults.js';
import { DEMO_ACCOUNTS, DEMO_BARS, DEMO_PASSWORD } from './demo-data.js';
import { seedDemoHistory } from './demo-history.js';
import { seedDemoIngredients } from './ingredients.js';
import { seedDemoOrders } from './orders.js';
import { seedDemoDispensers } from './dispensers.js';
import { seedDemoMenu } from './menu.js';
import { seedDemoExports } from './exports.js';
import { sealSecretsIn } from '../secrets/bar-secrets.js';
import type { SecretBox } from '../secrets/secret-box.js';

/**
 * Seeds the demo bars and accounts into an empty database. Returns false (and changes nothing)
 * when the database already holds users, so a second start keeps its data. With `secrets`, the demo
 * gateway secrets are written sealed, never in clear.
 */
export async function seedDemo(db: Db, secrets?: SecretBox): Promise<boolean> {
  const seal = (section: Record<string, unknown>, paths: readonly string[]) => (secrets ? sealSecretsIn(secrets, section, paths) : section);
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return false;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const barIds: string[] = [];
    for (const demo of DEMO_BARS) {
      const defaults = newBarDefaults(demo.version);
      const id = await insertBar(t, demo, {
        ...defaults,
        features: demo.features,
        open: demo.open,
        status: demo.status,
        liveCheck: new Date(),
        paymentSettings: seal({ ...defaults.paymentSettings, ...demo.paymentSettings, voucherEnabled: demo.voucherEnabled }, BAR_SECRET_FIELDS.paymentSettings),
        roboticSystem: { ...defaults.roboticSystem, ...demo.roboticSystem },
        security: seal({ ...defaults.security, ...demo.security }, BAR_SECRET_FIELDS.security),
      });
      barIds.push(id);
      await t.insert(robots).values(demo.robots.map((r, position) => ({ ...r, barId: id, position, status: demo.status === 'RUNNING' ? 'RUNNING' : 'STOP' })));
    }
    const staffBars = barIds.slice(0, -1);
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await t
        .insert(users)
        .values({
          email: account.email,
          firstName: account.firstName,
          lastName: account.lastName,
          superadmin: Boolean(account.superadmin),
          passwordHash: await hashPassword(DEMO_PASSWORD),
        })
        .returning({ id: users.id });
      if (account.role) {
        await t.insert(userRoles).values(staffBars.map((barId) => ({ userId: user.id, barId, role: account.role! })));
      }
    }
  });
  await seedDemoHistory(db);
  await seedDemoIngredients(
    db,
    DEMO_BARS.map((b) => b.name),
  );
  await seedDemoDispensers(db);
  await seedDemoOrders(db);
  await seedDemoMenu(db);
  await seedDemoExports(db);
  return true;
}

/** Creates the first super administrator when the database has no users yet (production mode). */
export async function ensureFirstAdmin(db: Db, email: string, password: string): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return false;
  await db.insert(users).values({
    email: email.toLowerCase(),
    firstName: 'Super',
    lastName: 'Administrator',
    superadmin: true,
    passwordHash: await hashPassword(password),
  });
  return true;
}

export async function countBars(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(bars);
  return n;
}
