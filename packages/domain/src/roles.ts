/** Roles from highest to lowest. GUEST means "no role on the selected bar". */
export const ROLES = ['SUPERADMIN', 'MSADMIN', 'MSMAINT', 'ADMIN', 'MAINT', 'BARMAN'] as const;
export type BarRole = Exclude<(typeof ROLES)[number], 'SUPERADMIN'>;
export type Role = (typeof ROLES)[number];
export type EffectiveRole = Role | 'GUEST';

/** Roles that may be granted through the role editor (SUPERADMIN never is). */
export const ASSIGNABLE_ROLES: readonly BarRole[] = ['MSADMIN', 'MSMAINT', 'ADMIN', 'MAINT', 'BARMAN'];

export interface RoleGrant {
  barId: string;
  role: BarRole;
}

export interface RoleHolder {
  superadmin: boolean;
  roles: readonly RoleGrant[];
}

/** Numeric rank: higher is more powerful; GUEST is 0. */
export function roleRank(role: EffectiveRole): number {
  if (role === 'GUEST') return 0;
  return ROLES.length - ROLES.indexOf(role);
}

/** True when `role` is `minimum` or above it in the hierarchy. */
export function isAtLeast(role: EffectiveRole, minimum: EffectiveRole): boolean {
  return roleRank(role) >= roleRank(minimum);
}

/**
 * The role a user acts with on a bar: SUPERADMIN from the flag, else the role held on that bar,
 * else GUEST. With several grants on one bar the highest counts.
 * @example deriveRole({ superadmin: false, roles: [{ barId: 'b1', role: 'ADMIN' }] }, 'b1') // 'ADMIN'
 */
export function deriveRole(user: RoleHolder, barId: string | null | undefined): EffectiveRole {
  if (user.superadmin) return 'SUPERADMIN';
  if (!barId) return 'GUEST';
  let best: EffectiveRole = 'GUEST';
  for (const grant of user.roles) {
    if (grant.barId === barId && roleRank(grant.role) > roleRank(best)) best = grant.role;
  }
  return best;
}

/** Whether `editor` may grant `role` to someone: never SUPERADMIN, never above the editor's own. */
export function canGrantRole(editor: EffectiveRole, role: Role): boolean {
  return role !== 'SUPERADMIN' && isAtLeast(editor, role);
}
