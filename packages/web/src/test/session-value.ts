import { vi } from 'vitest';
import type { SessionValue } from '../lib/session-context';

/** A SessionContext value for component tests; signed out unless `user` is given. */
export function sessionValue(overrides: Partial<SessionValue> = {}): SessionValue {
  return {
    user: null,
    token: null,
    selectedBarId: null,
    selectedBar: null,
    barStatus: 'none',
    role: 'GUEST',
    signedOutByUser: false,
    signOutReason: null,
    signIn: vi.fn(),
    signOut: vi.fn(),
    selectBar: vi.fn(),
    ...overrides,
  };
}

export const testUser = {
  id: 'u1',
  email: 'staff@bar.example',
  firstName: 'Sam',
  lastName: 'Staff',
  superadmin: false,
  roles: [{ id: 'g1', barId: 'bar-1', barName: 'Bar One', role: 'BARMAN' as const }],
};
