import { decodeSession, encodeSession, isExpired, type SessionLogin, type SessionUser } from './session-codec';

/** localStorage keys of the persisted session (SPEC §4). */
export const SESSION_STORAGE_KEY = 'barConsole.session';
export const SELECTED_BAR_STORAGE_KEY = 'barConsole.selectedBar';

export interface SessionState {
  login: SessionLogin | null;
  selectedBarId: string | null;
  /** Set when the user pressed Logout (not on a 401/403), so /login does not keep the origin. */
  signedOutByUser?: true;
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

/** The stored login and bar, dropping both when the login is unreadable or expired. */
export function readStoredSession(now: Date = new Date()): SessionState {
  const login = decodeSession(readStorage(SESSION_STORAGE_KEY));
  if (!login || isExpired(login, now)) {
    writeStorage(SESSION_STORAGE_KEY, null);
    writeStorage(SELECTED_BAR_STORAGE_KEY, null);
    return { login: null, selectedBarId: null };
  }
  return { login, selectedBarId: readStorage(SELECTED_BAR_STORAGE_KEY) || null };
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
    /** Stores a fresh login; a new sign-in starts without a selected bar. */
    signIn(login: SessionLogin): void {
      writeStorage(SESSION_STORAGE_KEY, encodeSession(login));
      writeStorage(SELECTED_BAR_STORAGE_KEY, null);
      set({ login, selectedBarId: null });
    },
    /**
     * Removes the stored login and bar (SPEC §4). Safe to call when already signed out.
     * `byUser` marks a Logout press, as opposed to the API client ending a refused session.
     */
    signOut(byUser = false): void {
      writeStorage(SESSION_STORAGE_KEY, null);
      writeStorage(SELECTED_BAR_STORAGE_KEY, null);
      if (state.login || state.selectedBarId) set(byUser ? { login: null, selectedBarId: null, signedOutByUser: true } : { login: null, selectedBarId: null });
    },
    /** Replaces the user's details (whoami) and keeps the token. */
    updateUser(user: SessionUser): void {
      if (!state.login) return;
      const login: SessionLogin = { ...state.login, ...user };
      writeStorage(SESSION_STORAGE_KEY, encodeSession(login));
      set({ ...state, login });
    },
    selectBar(barId: string | null): void {
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
