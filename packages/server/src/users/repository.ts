import { asc, count, eq, inArray } from 'drizzle-orm';
import type { BarRole, PagingQuery, UserView } from '@bar/domain';
import type { Db } from '../db/connection.js';
import { bars, userRoles, users } from '../db/schema.js';
import { planList, type ListSpec } from '../http/paging.js';

export const USER_LIST: ListSpec = {
  resource: 'users',
  idColumn: users.id,
  defaultSort: { email: 1 },
  fields: {
    firstName: { column: users.firstName, type: 'string' },
    lastName: { column: users.lastName, type: 'string' },
    email: { column: users.email, type: 'string' },
    createdAt: { column: users.createdAt, type: 'date', searchable: false },
  },
};

// the password hash is never selected here, so no answer can carry it
const userColumns = {
  _id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  superadmin: users.superadmin,
  disabled: users.disabled,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};
type UserRow = { _id: string; email: string; firstName: string; lastName: string; superadmin: boolean; disabled: boolean; createdAt: Date; updatedAt: Date };

async function withRoles(db: Db, rows: UserRow[]): Promise<UserView[]> {
  if (rows.length === 0) return [];
  const roles = await db
    .select({ _id: userRoles.id, userId: userRoles.userId, barId: userRoles.barId, barName: bars.name, role: userRoles.role })
    .from(userRoles)
    .innerJoin(bars, eq(bars.id, userRoles.barId))
    .where(
      inArray(
        userRoles.userId,
        rows.map((r) => r._id),
      ),
    )
    .orderBy(asc(bars.name), asc(userRoles.id));
  return rows.map((u) => {
    const own = roles.filter((r) => r.userId === u._id).map(({ userId: _u, ...r }) => r);
    return {
      ...u,
      createdAt: u.createdAt.toISOString(),
      updatedAt: u.updatedAt.toISOString(),
      roles: own,
      bars: [...new Map(own.map((r) => [r.barId, { _id: r.barId, name: r.barName }])).values()],
    };
  });
}

export async function listUsers(db: Db, query: PagingQuery) {
  const plan = planList(query, USER_LIST);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.perPage)
      .offset(plan.offset),
    db.select({ total: count() }).from(users).where(plan.where),
  ]);
  return { data: await withRoles(db, rows), count: total, page: plan.page, perPage: plan.perPage };
}

export async function findUser(db: Db, id: string): Promise<UserView | undefined> {
  const rows = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return (await withRoles(db, rows))[0];
}

/** A user's first and last name; undefined when there is no such user. */
export async function findUserNames(db: Db, id: string): Promise<{ firstName: string; lastName: string } | undefined> {
  const [row] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return Boolean(row);
}

export async function insertUser(db: Db, values: { email: string; firstName: string; lastName: string; passwordHash: string }): Promise<string> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row.id;
}

export async function findRoleGrants(db: Db, userId: string): Promise<Array<{ barId: string; role: BarRole }>> {
  const rows = await db.select({ barId: userRoles.barId, role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((r) => ({ barId: r.barId, role: r.role as BarRole }));
}

/** Updates names / password and, when `roles` is given, replaces the whole role set, in one transaction. */
export async function saveUser(
  db: Db,
  id: string,
  change: { firstName: string; lastName: string; passwordHash?: string; roles?: Array<{ barId: string; role: BarRole }> },
): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t
      .update(users)
      .set({
        firstName: change.firstName,
        lastName: change.lastName,
        updatedAt: new Date(),
        ...(change.passwordHash ? { passwordHash: change.passwordHash } : {}),
      })
      .where(eq(users.id, id));
    if (change.roles) {
      await t.delete(userRoles).where(eq(userRoles.userId, id));
      if (change.roles.length) await t.insert(userRoles).values(change.roles.map((r) => ({ userId: id, barId: r.barId, role: r.role })));
    }
  });
}
