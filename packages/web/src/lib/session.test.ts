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

  it('discards an expired login, remembering that it expired and on which bar', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, encodeSession({ ...login, expiresAt: '2000-01-01T00:00:00Z' }));
    localStorage.setItem(SELECTED_BAR_STORAGE_KEY, 'bar-7');
    expect(readStoredSession()).toEqual({ login: null, selectedBarId: null, signOutReason: 'expired', returnBar: { userId: 'u1', barId: 'bar-7' } });
    expect(localStorage.getItem(SELECTED_BAR_STORAGE_KEY)).toBeNull();
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

describe('signing in again after the server ended the session', () => {
  const barman: SessionLogin = { ...login, superadmin: false, roles: [{ id: 'g1', barId: 'bar-1', barName: 'Bar One', role: 'BARMAN' }] };

  function endSessionOnBar(cause: 'expired' | 'forbidden' | 'user') {
    sessionStore.signIn(barman);
    sessionStore.selectBar('bar-1');
    sessionStore.signOut(cause);
  }

  it('returns to the bar the user had, when they still hold it', () => {
    endSessionOnBar('expired');
    expect(sessionStore.getState().signOutReason).toBe('expired');
    sessionStore.signIn({ ...barman, accessToken: 'token-2' });
    expect(sessionStore.getState()).toEqual({ login: { ...barman, accessToken: 'token-2' }, selectedBarId: 'bar-1' });
    expect(localStorage.getItem(SELECTED_BAR_STORAGE_KEY)).toBe('bar-1');
  });

  it('starts without a bar when the role on it is gone', () => {
    endSessionOnBar('forbidden');
    expect(sessionStore.getState().signOutReason).toBe('forbidden');
    sessionStore.signIn({ ...barman, roles: [] });
    expect(sessionStore.getState().selectedBarId).toBeNull();
  });

  it('starts without a bar for another user who holds several', () => {
    endSessionOnBar('expired');
    sessionStore.signIn({ ...barman, id: 'u2', email: 'other@bar.example', roles: [grant('bar-2'), grant('bar-3')] });
    expect(sessionStore.getState().selectedBarId).toBeNull();
  });
});

const grant = (barId: string) => ({ barId, barName: `Bar ${barId}`, role: 'BARMAN' as const });

describe('the bar selected at sign-in', () => {
  const staff = (...barIds: string[]): SessionLogin => ({ ...login, superadmin: false, roles: barIds.map(grant) });

  it('is the only bar of a user who holds exactly one', () => {
    sessionStore.signIn(staff('bar-1'));
    expect(sessionStore.getState().selectedBarId).toBe('bar-1');
    expect(localStorage.getItem(SELECTED_BAR_STORAGE_KEY)).toBe('bar-1');
  });

  it('is none the first time for a user who holds several', () => {
    sessionStore.signIn(staff('bar-1', 'bar-2'));
    expect(sessionStore.getState().selectedBarId).toBeNull();
  });

  it('is the one the user used last on this device, after Logout too', () => {
    sessionStore.signIn(staff('bar-1', 'bar-2'));
    sessionStore.selectBar('bar-2');
    sessionStore.signOut('user');
    expect(sessionStore.getState()).toEqual({ login: null, selectedBarId: null, signedOutByUser: true });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();

    sessionStore.signIn({ ...staff('bar-1', 'bar-2'), accessToken: 'token-2' });
    expect(sessionStore.getState().selectedBarId).toBe('bar-2');
  });

  it('is remembered per user: another user on the same device gets their own', () => {
    sessionStore.signIn(staff('bar-1', 'bar-2'));
    sessionStore.selectBar('bar-2');
    sessionStore.signOut('user');
    const other = { ...staff('bar-1', 'bar-2', 'bar-3'), id: 'u2' };
    sessionStore.signIn(other);
    expect(sessionStore.getState().selectedBarId).toBeNull();
    sessionStore.selectBar('bar-3');
    sessionStore.signOut('user');

    sessionStore.signIn(staff('bar-1', 'bar-2'));
    expect(sessionStore.getState().selectedBarId).toBe('bar-2');
    sessionStore.signOut('user');
    sessionStore.signIn(other);
    expect(sessionStore.getState().selectedBarId).toBe('bar-3');
  });

  it('is not a last bar the user no longer holds, nor one that was discarded', () => {
    sessionStore.signIn(staff('bar-1', 'bar-2', 'bar-3'));
    sessionStore.selectBar('bar-3');
    sessionStore.signOut('user');
    sessionStore.signIn(staff('bar-1', 'bar-2'));
    expect(sessionStore.getState().selectedBarId).toBeNull();

    sessionStore.selectBar('bar-2');
    sessionStore.selectBar(null); // the bar failed to load and was discarded
    sessionStore.signOut('user');
    sessionStore.signIn(staff('bar-1', 'bar-2'));
    expect(sessionStore.getState().selectedBarId).toBeNull();
  });

  it('returns a super administrator to the last bar they used', () => {
    sessionStore.signIn(login);
    expect(sessionStore.getState().selectedBarId).toBeNull();
    sessionStore.selectBar('bar-9');
    sessionStore.signOut('user');
    sessionStore.signIn(login);
    expect(sessionStore.getState().selectedBarId).toBe('bar-9');
  });
});
