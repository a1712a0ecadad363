import { deriveRole } from '@bar/domain';
import { decodeSession, encodeSession, isExpired, type SessionLogin, type SessionUser } from './session-codec';
import { lastBarOf, rememberLastBar } from './session-last-bar';

/** localStorage keys of the persisted session (SPEC §4). */
export const SESSION_STORAGE_KEY = 'barConsole.session';
export const SELECTED_BAR_STORAGE_KEY = 'barConsole.selectedBar';

/** Why the server ended a session: 401 (or a stored login past its expiry) / 403. */
export type SignOutReason = 'expired' | 'forbidden';
/** Who ended a session: the user pressing Logout, or the server with its reason. */
export type SignOutCause = 'user' | SignOutReason;

/** The bar an ended session had selected, and whose session it was. */
export interface ReturnBar {
  userId: string;
  barId: string;
}

export interface SessionState {
  login: SessionLogin | null;
  selectedBarId: string | null;
  /** Set when the user pressed Logout (not on a 401/403), so /login does not keep the origin. */
  signedOutByUser?: true;
  /** Set when the server ended the session, so /login can say why. */
  signOutReason?: SignOutReason;
  /** Signing in again as the same user, who still holds this bar, selects it again. */
  returnBar?: ReturnBar;
}

type Listener = () => void;

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, quota); the session then lasts for this tab only.
  }
}

/** What a session ended by the server leaves behind for the sign-in page and the next sign-in. */
function endedState(reason: SignOutReason, login: SessionLogin, barId: string | null): SessionState {
  return { login: null, selectedBarId: null, signOutReason: reason, ...(barId ? { returnBar: { userId: login.id, barId } } : {}) };
}

/**
 * The stored login and bar, dropping both when the login is unreadable or expired. An expired
 * login is remembered as such, so /login can say so and signing in again returns to the bar.
 */
export function readStoredSession(now: Date = new Date()): SessionState {
  const login = decodeSession(readStorage(SESSION_STORAGE_KEY));
  const barId = readStorage(SELECTED_BAR_STORAGE_KEY) || null;
  if (!login || isExpired(login, now)) {
    writeStorage(SESSION_STORAGE_KEY, null);
    writeStorage(SELECTED_BAR_STORAGE_KEY, null);
    return login ? endedState('expired', login, barId) : { login: null, selectedBarId: null };
  }
  return { login, selectedBarId: barId };
}

/**
 * The bar to select at sign-in: the only bar a staff user holds; otherwise the ended session's bar
 * (same user) or the bar this user last used on this device, if they still hold it.
 */
function barAtSignIn(login: SessionLogin, returnBar: ReturnBar | undefined): string | null {
  const held = new Set(login.roles.map((grant) => grant.barId));
  if (!login.superadmin && held.size === 1) return [...held][0];
  const barId = returnBar?.userId === login.id ? returnBar.barId : lastBarOf(login.id);
  return barId && deriveRole(login, barId) !== 'GUEST' ? barId : null;
}

/**
 * The session outside React: the API client reads the token and bar from it and ends it on
 * 401/403; `SessionProvider` renders from it. Every change is persisted at once.
 */
function createSessionStore() {
  let state: SessionState = readStoredSession();
  const listeners = new Set<Listener>();

  const set = (next: SessionState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  return {
    getState: (): SessionState => state,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /**
     * Stores a fresh login with the bar `barAtSignIn` picks: a user holding one bar is on it at
     * once, a user holding several is back on the one they used last here (none the first time).
     */
    signIn(login: SessionLogin): void {
      const barId = barAtSignIn(login, state.returnBar);
      writeStorage(SESSION_STORAGE_KEY, encodeSession(login));
      writeStorage(SELECTED_BAR_STORAGE_KEY, barId);
      set({ login, selectedBarId: barId });
    },
    /**
     * Removes the stored login and bar (SPEC §4). Safe to call when already signed out.
     * `cause` tells a Logout press ('user') from the API client ending a refused session.
     */
    signOut(cause?: SignOutCause): void {
      writeStorage(SESSION_STORAGE_KEY, null);
      writeStorage(SELECTED_BAR_STORAGE_KEY, null);
      const { login, selectedBarId } = state;
      if (!login && !selectedBarId) return;
      if (cause === 'user') set({ login: null, selectedBarId: null, signedOutByUser: true });
      else if (cause && login) set(endedState(cause, login, selectedBarId));
      else set({ login: null, selectedBarId: null });
    },
    /** Replaces the user's details (whoami) and keeps the token. */
    updateUser(user: SessionUser): void {
      if (!state.login) return;
      const login: SessionLogin = { ...state.login, ...user };
      writeStorage(SESSION_STORAGE_KEY, encodeSession(login));
      set({ ...state, login });
    },
    /** Selects a bar and remembers it as this user's last one; null (a discarded bar) forgets it. */
    selectBar(barId: string | null): void {
      if (state.login) rememberLastBar(state.login.id, barId);
      if (state.selectedBarId === barId) return;
      writeStorage(SELECTED_BAR_STORAGE_KEY, barId);
      set({ ...state, selectedBarId: barId });
    },
    /** Re-reads localStorage; for start-up in tests. */
    reload(): void {
      set(readStoredSession());
    },
  };
}

export const sessionStore = createSessionStore();
export type SessionStore = typeof sessionStore;
export type { SessionLogin, SessionUser };
