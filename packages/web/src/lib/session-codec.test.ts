import { describe, expect, it } from 'vitest';
import { decodeSession, encodeSession, isExpired, readSessionLogin, type SessionLogin } from './session-codec';

const login: SessionLogin = {
  id: 'u1',
  email: 'zoë@bar.example',
  firstName: 'Zoë',
  lastName: 'Ångström',
  superadmin: false,
  roles: [{ id: 'g1', barId: 'b1', barName: 'Café Ü', role: 'ADMIN' }],
  accessToken: 'token-1',
  expiresAt: '2099-01-01T00:00:00.000Z',
};

describe('session codec', () => {
  it('stores the login as base64 text of its JSON and reads it back, non-Latin names included', () => {
    const text = encodeSession(login);
    expect(text).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(new TextDecoder().decode(Uint8Array.from(atob(text), (c) => c.charCodeAt(0)))).toBe(JSON.stringify(login));
    expect(decodeSession(text)).toEqual(login);
  });

  it('gives null for missing, non-base64, non-JSON or incomplete text', () => {
    expect(decodeSession(null)).toBeNull();
    expect(decodeSession('%%%not base64%%%')).toBeNull();
    expect(decodeSession(btoa('not json'))).toBeNull();
    expect(decodeSession(btoa(JSON.stringify({ email: 'a@b.cd' })))).toBeNull();
  });

  it('fills optional fields a minimal login lacks', () => {
    const minimal = decodeSession(btoa(JSON.stringify({ id: 'u2', email: 'a@b.cd', accessToken: 't' })));
    expect(minimal).toMatchObject({ superadmin: false, roles: [], firstName: '' });
  });

  it('treats a login as expired once expiresAt has passed', () => {
    expect(isExpired(login, new Date('2098-12-31T23:59:59Z'))).toBe(false);
    expect(isExpired(login, new Date('2099-01-01T00:00:00Z'))).toBe(true);
    expect(isExpired({ ...login, expiresAt: undefined })).toBe(false);
  });
});

describe('reading a login answer', () => {
  it('refuses an unknown role or a missing token', () => {
    const base = { id: 'u1', email: 'a@b.cd', accessToken: 't' };
    expect(readSessionLogin({ ...base, roles: [{ barId: 'b1', role: 'OWNER' }] })).toBeNull();
    expect(readSessionLogin({ ...base, accessToken: '' })).toBeNull();
    expect(readSessionLogin({ ...base, roles: [{ id: 'g', barId: 'b1', barName: 'B', role: 'MAINT' }] })?.roles).toEqual([
      { id: 'g', barId: 'b1', barName: 'B', role: 'MAINT' },
    ]);
  });
});
