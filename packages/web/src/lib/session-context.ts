import type { EffectiveRole } from '@bar/domain';
import { createContext, useContext } from 'react';
import type { SelectedBar } from './bar-queries';
import type { SignOutReason } from './session';
import type { SessionLogin, SessionUser } from './session-codec';

/** 'none': no bar chosen; 'loading': chosen, detail on its way; 'ready': `selectedBar` is set. */
export type BarStatus = 'none' | 'loading' | 'ready';

export interface SessionValue {
  user: SessionUser | null;
  token: string | null;
  selectedBarId: string | null;
  selectedBar: SelectedBar | null;
  barStatus: BarStatus;
  /** The user's role on the selected bar (`deriveRole`): SUPERADMIN, the bar role, or GUEST. */
  role: EffectiveRole;
  /** True after the user pressed Logout; false when signed in or the server ended the session. */
  signedOutByUser: boolean;
  /** Why the server ended the last session (401 'expired', 403 'forbidden'); null otherwise. */
  signOutReason: SignOutReason | null;
  signIn(login: SessionLogin): void;
  /** Logout: clears the stored login and bar; the guards then show /login. */
  signOut(): void;
  selectBar(barId: string | null): void;
}

export const SessionContext = createContext<SessionValue | null>(null);

/** The signed-in user, token, selected bar and role. Must be used under `SessionProvider`. */
export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
