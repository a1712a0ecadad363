import { describe, expect, it } from 'vitest';
import { assertBarId, barMayPublish, barMaySubscribe, consoleSubscriptionBar, mayWatchBar, parseTopic } from './access.js';

const A = '0b7a4c5e-1f2d-4e3a-9b8c-7d6e5f4a3b2c';
const B = '1c8b5d6f-2a3e-4f4b-8c9d-8e7f6a5b4c3d';

describe('broker topic rules', () => {
  it('reads the three topic families and nothing else', () => {
    expect(parseTopic(`admin/${A}`)).toEqual({ kind: 'admin', barId: A });
    expect(parseTopic(`bars/${A}/cmd`)).toEqual({ kind: 'cmd', barId: A });
    expect(parseTopic(`bars/${A}/evt`)).toEqual({ kind: 'evt', barId: A });
    for (const topic of [
      'admin/+',
      'admin/#',
      '#',
      '$SYS/#',
      `admin/${A}/x`,
      `admin/${A.toUpperCase()}`,
      'bars/+/evt',
      `bars/${A}/other`,
      `/admin/${A}`,
      'admin/',
    ]) {
      expect(parseTopic(topic), topic).toBeNull();
    }
  });

  it('lets a console ask only for the exact admin topic of one bar', () => {
    expect(consoleSubscriptionBar(`admin/${A}`)).toBe(A);
    for (const topic of ['admin/+', 'admin/#', '#', '+/+', '$SYS/#', `bars/${A}/cmd`, `admin/${A}/#`]) {
      expect(consoleSubscriptionBar(topic), topic).toBeNull();
    }
  });

  it('keeps a bar controller to its own command and event topics', () => {
    expect(barMaySubscribe(A, `bars/${A}/cmd`)).toBe(true);
    expect(barMaySubscribe(A, `bars/${B}/cmd`)).toBe(false);
    expect(barMaySubscribe(A, `bars/${A}/evt`)).toBe(false);
    expect(barMaySubscribe(A, 'bars/+/cmd')).toBe(false);
    expect(barMaySubscribe(A, `admin/${A}`)).toBe(false);
    expect(barMayPublish(A, `bars/${A}/evt`)).toBe(true);
    expect(barMayPublish(A, `bars/${B}/evt`)).toBe(false);
    expect(barMayPublish(A, `bars/${A}/cmd`)).toBe(false);
    expect(barMayPublish(A, `admin/${A}`)).toBe(false);
  });

  it('lets BARMAN and above watch a bar, and a super administrator any bar', () => {
    expect(mayWatchBar({ superadmin: false, roles: [{ barId: A, role: 'BARMAN' }] }, A)).toBe(true);
    expect(mayWatchBar({ superadmin: false, roles: [{ barId: A, role: 'MSADMIN' }] }, A)).toBe(true);
    expect(mayWatchBar({ superadmin: false, roles: [{ barId: A, role: 'BARMAN' }] }, B)).toBe(false);
    expect(mayWatchBar({ superadmin: false, roles: [] }, A)).toBe(false);
    expect(mayWatchBar({ superadmin: true, roles: [] }, B)).toBe(true);
  });

  it('refuses bar ids that could add topic levels or wildcards', () => {
    expect(assertBarId(A.toUpperCase())).toBe(A);
    for (const bad of ['', '+', '#', `${A}/x`, 'not-a-uuid']) expect(() => assertBarId(bad), bad).toThrow();
  });
});
