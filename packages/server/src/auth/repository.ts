import { eq, sql } from 'drizzle-orm';
import type { BarRole } from '@bar/domain';
import type { Db } from '../db/connection.js';
import { bars, userRoles, users } from '../db/schema.js';

/** Who is calling: what the guard needs on every request, and what whoami answers. */
export interface Principal {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  superadmin: boolean;
  roles: Array<{ barId: string; role: BarRole }>;
  /** The roles as whoami shows them, by bar name. */
  grants: Array<{ _id: string; barId: string; barName: string; role: BarRole }>;
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

/**
 * The caller's identity and roles, read fresh from the database in one query; undefined for a
 * missing or disabled user. Requests get it through the principal cache (principal-cache.ts).
 */
export async function findPrincipal(db: Db, userId: string): Promise<Principal | undefined> {
  const rows = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      superadmin: users.superadmin,
      disabled: users.disabled,
      roleId: userRoles.id,
      barId: userRoles.barId,
      barName: bars.name,
      role: userRoles.role,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(bars, eq(bars.id, userRoles.barId))
    .where(eq(users.id, userId))
    .orderBy(bars.name, userRoles.id);
  if (rows.length === 0 || rows[0].disabled) return undefined;
  const grants = rows
    .filter((r) => r.roleId && r.barId && r.barName !== null && r.role)
    .map((r) => ({ _id: r.roleId!, barId: r.barId!, barName: r.barName!, role: r.role as BarRole }));
  return {
    userId,
    email: rows[0].email,
    firstName: rows[0].firstName,
    lastName: rows[0].lastName,
    superadmin: rows[0].superadmin,
    roles: grants.map(({ barId, role }) => ({ barId, role })),
    grants,
  };
}

/** The signed-in user as whoami and sign-in answer it. */
export function sessionUserOf(principal: Principal): SessionUserRow {
  const { userId, email, firstName, lastName, superadmin, grants } = principal;
  return { _id: userId, email, firstName, lastName, superadmin, roles: grants };
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row.n;
}
