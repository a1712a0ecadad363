import { describe, expect, it } from 'vitest';
import { userCreateSchema, userEditSchema } from './user.js';

const issues = (r: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('user rules (SPEC §5)', () => {
  it("requires every new-user field, with 'Email is required' and 'Email is invalid'", () => {
    expect(issues(userCreateSchema.safeParse({ firstName: '', lastName: '', email: '', password: '' }))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(issues(userCreateSchema.safeParse({ firstName: 'A', lastName: 'B', email: 'a@b', password: 'long enough' })).email).toBe('Email is invalid');
    expect(userCreateSchema.parse({ firstName: 'A', lastName: 'B', email: 'Ann@Demo.BAR', password: 'long enough' }).email).toBe('ann@demo.bar');
  });

  it("keeps the password when blank and says 'The passwords do not match' otherwise", () => {
    expect(userEditSchema.safeParse({ firstName: 'A', lastName: 'B', password: '', confirmPassword: '' }).success).toBe(true);
    expect(issues(userEditSchema.safeParse({ firstName: 'A', lastName: 'B', password: 'new password', confirmPassword: 'other' }))).toEqual({
      confirmPassword: 'The passwords do not match',
    });
  });

  it('never accepts SUPERADMIN as a role, and one role per bar', () => {
    const bar = '6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    expect(userEditSchema.safeParse({ firstName: 'A', lastName: 'B', roles: [{ barId: bar, role: 'SUPERADMIN' }] }).success).toBe(false);
    expect(
      issues(
        userEditSchema.safeParse({
          firstName: 'A',
          lastName: 'B',
          roles: [
            { barId: bar, role: 'ADMIN' },
            { barId: bar, role: 'BARMAN' },
          ],
        }),
      ).roles,
    ).toBe('A user holds one role per bar');
  });

  it('drops fields that are not editable, such as superadmin', () => {
    expect(userEditSchema.parse({ firstName: 'A', lastName: 'B', superadmin: true, email: 'x@y.zz' })).toEqual({ firstName: 'A', lastName: 'B' });
  });
});
