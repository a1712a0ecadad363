import { afterEach, describe, expect, it } from 'vitest';
import { SELECTED_BAR_STORAGE_KEY, SESSION_STORAGE_KEY, readStoredSession, sessionStore } from './session';
import { encodeSession, type SessionLogin } from './session-codec';

const login: SessionLogin = {
  id: 'u1',
  email: 'admin@bar.example',
  firstName: 'Ada',
  lastName: 'Admin',
  superadmin: true,
  roles: [],
  accessToken: 'token-1',
  expiresAt: '2099-01-01T00:00:00.000Z',
};

afterEach(() => {
  localStorage.clear();
  sessionStore.reload();
});

describe('session persistence', () => {
  it('restores the stored login and selected bar at start', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, encodeSession(login));
    localStorage.setItem(SELECTED_BAR_STORAGE_KEY, 'bar-7');
    expect(readStoredSession()).toEqual({ login, selectedBarId: 'bar-7' });
  });

  it('discards an unreadable login together with the bar', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, 'garbage');
    localStorage.setItem(SELECTED_BAR_STORAGE_KEY, 'bar-7');
    expect(readStoredSession()).toEqual({ login: null, selectedBarId: null });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(SELECTED_BAR_STORAGE_KEY)).toBeNull();
  });

  it('discards an expired login', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, encodeSession({ ...login, expiresAt: '2000-01-01T00:00:00Z' }));
    expect(readStoredSession().login).toBeNull();
  });

  it('persists sign-in as base64, the bar choice, and removes both on sign-out', () => {
    sessionStore.signIn(login);
    sessionStore.selectBar('bar-1');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBe(encodeSession(login));
    expect(localStorage.getItem(SELECTED_BAR_STORAGE_KEY)).toBe('bar-1');

    sessionStore.signOut();
    expect(sessionStore.getState()).toEqual({ login: null, selectedBarId: null });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(SELECTED_BAR_STORAGE_KEY)).toBeNull();
  });

  it('refreshes the user from whoami but keeps the token', () => {
    sessionStore.signIn(login);
    const { accessToken: _t, expiresAt: _e, ...user } = login;
    sessionStore.updateUser({ ...user, firstName: 'Adele' });
    expect(sessionStore.getState().login).toMatchObject({ firstName: 'Adele', accessToken: 'token-1' });
  });
});
