import { describe, expect, it } from 'vitest';
import { holdsSeveralBars } from './held-bars';

describe('holdsSeveralBars', () => {
  it('is true for a super administrator, with or without roles', () => {
    expect(holdsSeveralBars({ superadmin: true, roles: [] })).toBe(true);
  });

  it('counts bars, not roles', () => {
    expect(holdsSeveralBars({ superadmin: false, roles: [] })).toBe(false);
    expect(holdsSeveralBars({ superadmin: false, roles: [{ barId: 'a' }] })).toBe(false);
    expect(holdsSeveralBars({ superadmin: false, roles: [{ barId: 'a' }, { barId: 'a' }] })).toBe(false);
    expect(holdsSeveralBars({ superadmin: false, roles: [{ barId: 'a' }, { barId: 'b' }] })).toBe(true);
  });
});
