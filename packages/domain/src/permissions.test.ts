import { describe, expect, it } from 'vitest';
import { can, PERMISSIONS } from './permissions.js';

describe('permission table (ARCHITECTURE §3)', () => {
  it('names the lowest role of every capability', () => {
    expect(PERMISSIONS).toEqual({
      signedIn: 'GUEST',
      viewBar: 'BARMAN',
      operateQueue: 'BARMAN',
      controlBar: 'MAINT',
      editDispensers: 'MAINT',
      manageBar: 'ADMIN',
      viewAudit: 'ADMIN',
      editRoboticSettings: 'MSMAINT',
      editSecuritySettings: 'MSADMIN',
      administer: 'SUPERADMIN',
    });
  });

  it('lets a barman watch and queue but not control', () => {
    expect(can('BARMAN', 'viewBar')).toBe(true);
    expect(can('BARMAN', 'operateQueue')).toBe(true);
    expect(can('BARMAN', 'controlBar')).toBe(false);
  });

  it('keeps administration to the super administrator', () => {
    expect(can('MSADMIN', 'administer')).toBe(false);
    expect(can('SUPERADMIN', 'administer')).toBe(true);
  });

  it('shows a bar its audit timeline from ADMIN up', () => {
    expect(can('ADMIN', 'viewAudit')).toBe(true);
    expect(can('MAINT', 'viewAudit')).toBe(false);
    expect(can('BARMAN', 'viewAudit')).toBe(false);
  });

  it('gives a guest nothing but being signed in', () => {
    expect(can('GUEST', 'signedIn')).toBe(true);
    expect(can('GUEST', 'viewBar')).toBe(false);
  });

  it('lets MSMAINT edit robotic settings but not payment and security', () => {
    expect(can('MSMAINT', 'editRoboticSettings')).toBe(true);
    expect(can('MSMAINT', 'editSecuritySettings')).toBe(false);
    expect(can('ADMIN', 'editRoboticSettings')).toBe(false);
  });
});
