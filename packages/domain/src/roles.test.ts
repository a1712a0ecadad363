import { describe, expect, it } from 'vitest';
import { ASSIGNABLE_ROLES, canGrantRole, deriveRole, isAtLeast, roleRank, ROLES } from './roles.js';

describe('role hierarchy', () => {
  it('orders SUPERADMIN > MSADMIN > MSMAINT > ADMIN > MAINT > BARMAN > GUEST', () => {
    const order = [...ROLES, 'GUEST' as const];
    for (let i = 1; i < order.length; i++) expect(roleRank(order[i - 1])).toBeGreaterThan(roleRank(order[i]));
  });

  it('isAtLeast holds for the role itself and everything below it only', () => {
    expect(isAtLeast('ADMIN', 'ADMIN')).toBe(true);
    expect(isAtLeast('ADMIN', 'MAINT')).toBe(true);
    expect(isAtLeast('ADMIN', 'MSMAINT')).toBe(false);
    expect(isAtLeast('GUEST', 'BARMAN')).toBe(false);
    expect(isAtLeast('SUPERADMIN', 'MSADMIN')).toBe(true);
  });
});

describe('deriveRole', () => {
  const staff = {
    superadmin: false,
    roles: [
      { barId: 'b1', role: 'MAINT' as const },
      { barId: 'b2', role: 'MSADMIN' as const },
    ],
  };

  it('gives SUPERADMIN from the flag, whatever the bar', () => {
    expect(deriveRole({ superadmin: true, roles: [] }, 'any')).toBe('SUPERADMIN');
    expect(deriveRole({ superadmin: true, roles: [] }, null)).toBe('SUPERADMIN');
  });

  it('gives the role held on the selected bar', () => {
    expect(deriveRole(staff, 'b1')).toBe('MAINT');
    expect(deriveRole(staff, 'b2')).toBe('MSADMIN');
  });

  it('gives GUEST without a bar or without a role on it', () => {
    expect(deriveRole(staff, null)).toBe('GUEST');
    expect(deriveRole(staff, 'b3')).toBe('GUEST');
  });

  it('takes the highest of several grants on one bar', () => {
    expect(
      deriveRole(
        {
          superadmin: false,
          roles: [
            { barId: 'b', role: 'BARMAN' },
            { barId: 'b', role: 'ADMIN' },
          ],
        },
        'b',
      ),
    ).toBe('ADMIN');
  });
});

describe('granting roles', () => {
  it('never offers or allows SUPERADMIN', () => {
    expect(ASSIGNABLE_ROLES).not.toContain('SUPERADMIN');
    expect(canGrantRole('SUPERADMIN', 'SUPERADMIN')).toBe(false);
  });

  it('allows granting up to the editor own role, not above', () => {
    expect(canGrantRole('ADMIN', 'MAINT')).toBe(true);
    expect(canGrantRole('ADMIN', 'ADMIN')).toBe(true);
    expect(canGrantRole('ADMIN', 'MSMAINT')).toBe(false);
  });
});
