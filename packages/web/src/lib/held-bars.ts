import type { SessionUser } from './session-codec';

/**
 * Whether the user may select more than one bar: a super administrator (every bar), or a role on
 * two bars or more. Such users get the fleet overview.
 * @example holdsSeveralBars({ superadmin: false, roles: [{ barId: 'a' }, { barId: 'a' }] }) // false: two roles, one bar
 */
export function holdsSeveralBars(user: Pick<SessionUser, 'superadmin'> & { roles: ReadonlyArray<{ barId: string }> }): boolean {
  return user.superadmin || new Set(user.roles.map((grant) => grant.barId)).size > 1;
}
