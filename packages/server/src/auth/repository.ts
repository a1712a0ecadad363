import { eq, sql } from 'drizzle-orm';
import type { BarRole } from '@bar/domain';
import type { Db } from '../db/connection.js';
import { bars, userRoles, users } from '../db/schema.js';

/** Who is calling: what the guard needs on every request. */
export interface Principal {
  userId: string;
  email: string;
  superadmin: boolean;
  roles: Array<{ barId: string; role: BarRole }>;
}

export interface SessionUserRow {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  superadmin: boolean;
  roles: Array<{ _id: string; barId: string; barName: string; role: BarRole }>;
}

export async function findCredentials(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash, disabled: users.disabled })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return row;
}

/** The caller's identity and roles, read fresh so that disabling or a removed role acts at once. */
export async function findPrincipal(db: Db, userId: string): Promise<Principal | undefined> {
  const rows = await db
    .select({
      email: users.email,
      superadmin: users.superadmin,
      disabled: users.disabled,
      barId: userRoles.barId,
      role: userRoles.role,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(eq(users.id, userId));
  if (rows.length === 0 || rows[0].disabled) return undefined;
  return {
    userId,
    email: rows[0].email,
    superadmin: rows[0].superadmin,
    roles: rows.filter((r) => r.barId && r.role).map((r) => ({ barId: r.barId!, role: r.role as BarRole })),
  };
}

export async function findSessionUser(db: Db, userId: string): Promise<SessionUserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return undefined;
  const roles = await db
    .select({ _id: userRoles.id, barId: userRoles.barId, barName: bars.name, role: userRoles.role })
    .from(userRoles)
    .innerJoin(bars, eq(bars.id, userRoles.barId))
    .where(eq(userRoles.userId, userId))
    .orderBy(bars.name);
  return {
    _id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    superadmin: user.superadmin,
    roles: roles.map((r) => ({ ...r, role: r.role as BarRole })),
  };
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row.n;
}
