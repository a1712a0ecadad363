import { canGrantRole, deriveRole, type BarRole, type UserCreateInput, type UserEditInput, type UserView } from '@bar/domain';
import type { Db } from '../db/connection.js';
import type { Principal } from '../auth/repository.js';
import { hashPassword } from '../auth/passwords.js';
import { existingBarIds } from '../bars/repository.js';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.js';
import { emailTaken, findRoleGrants, findUser, insertUser, saveUser } from './repository.js';

const duplicateEmail = () => conflict('A user with this email already exists.');
const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === '23505' || (err as { cause?: { code?: string } })?.cause?.code === '23505';

export interface UserServiceDeps {
  db: Db;
  /** Disconnects the user's live sessions that lost access (role or password change). */
  recheckUser(userId: string): Promise<void>;
  /** Drops the user's cached principal on every instance, so their next request sees the change. */
  userChanged(userId: string): Promise<void>;
}

export async function createUser(deps: UserServiceDeps, input: UserCreateInput & { email: string }): Promise<UserView> {
  const email = input.email.toLowerCase();
  if (await emailTaken(deps.db, email)) throw duplicateEmail();
  let id: string;
  try {
    id = await insertUser(deps.db, { email, firstName: input.firstName, lastName: input.lastName, passwordHash: await hashPassword(input.password) });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateEmail();
    throw err;
  }
  return (await findUser(deps.db, id))!;
}

export async function getUser(db: Db, id: string): Promise<UserView> {
  const user = await findUser(db, id);
  if (!user) throw notFound('User');
  return user;
}

/**
 * Edits a user. Role rules (ARCHITECTURE §10 "nobody climbs"): SUPERADMIN is never assignable (the
 * schema refuses it), and the editor may add or remove only roles at or below their own role on
 * that bar; an unknown bar is refused; the set sent replaces the user's set.
 */
export async function editUser(deps: UserServiceDeps, editor: Principal, id: string, input: UserEditInput): Promise<UserView> {
  const { db } = deps;
  const current = await findUser(db, id);
  if (!current) throw notFound('User');

  let roles: Array<{ barId: string; role: BarRole }> | undefined;
  let rolesChanged = false;
  if (input.roles) {
    roles = input.roles.map((r) => ({ barId: r.barId.toLowerCase(), role: r.role as BarRole }));
    const known = await existingBarIds(
      db,
      roles.map((r) => r.barId),
    );
    const unknown = roles.findIndex((r) => !known.has(r.barId));
    if (unknown >= 0) throw badRequest('A chosen bar does not exist.', [{ path: `roles.${unknown}.barId`, message: 'Unknown bar' }]);

    const before = await findRoleGrants(db, id);
    const key = (r: { barId: string; role: string }) => `${r.barId}:${r.role}`;
    const beforeKeys = new Set(before.map(key));
    const afterKeys = new Set(roles.map(key));
    const added = roles.filter((r) => !beforeKeys.has(key(r)));
    const removed = before.filter((r) => !afterKeys.has(key(r)));
    for (const grant of [...added, ...removed]) {
      if (!canGrantRole(deriveRole(editor, grant.barId), grant.role)) {
        throw forbidden(`You cannot grant or remove the ${grant.role} role on that bar: it is above your own.`);
      }
    }
    rolesChanged = added.length > 0 || removed.length > 0;
  }

  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  await saveUser(db, id, { firstName: input.firstName, lastName: input.lastName, passwordHash, roles: rolesChanged ? roles : undefined });
  await deps.userChanged(id);
  if (rolesChanged || passwordHash) await deps.recheckUser(id);
  return (await findUser(db, id))!;
}
