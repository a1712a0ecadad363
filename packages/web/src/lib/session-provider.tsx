import { deriveRole } from '@bar/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { api } from './api-client';
import { ApiError } from './api-error';
import { availableBarsQuery, currentBarQuery } from './bar-queries';
import { useUserLanguage } from './i18n/use-language';
import { notifyError } from './notify';
import { sessionStore } from './session';
import { readSessionUser, type SessionUser } from './session-codec';
import { SessionContext, type BarStatus, type SessionValue } from './session-context';
import { closeToasts } from './toasts';

/** Refreshes the restored user once at start; a 401 has already signed out in the API client. */
function useRefreshUserAtStart(): void {
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !sessionStore.getState().login) return;
    started.current = true;
    api<unknown>('/auth/whoami', { method: 'POST' })
      .then((answer) => {
        const user = readSessionUser(answer);
        if (user) sessionStore.updateUser(user);
      })
      .catch((error: unknown) => {
        if (!(error instanceof ApiError && error.isAuthFailure)) console.warn('whoami failed', error);
      });
  }, []);
}

/** Sign-out (by the user or by a 401/403) forgets cached data and closes notifications. */
function useCleanUpOnSignOut(token: string | null): void {
  const queryClient = useQueryClient();
  const previous = useRef(token);
  useEffect(() => {
    if (previous.current && previous.current !== token) {
      queryClient.clear();
      if (!token) closeToasts();
    }
    previous.current = token;
  }, [token, queryClient]);
}

/**
 * Validates the selected bar: it must be listed as available and its detail must load, else the
 * selection is discarded (SPEC §4). A list older than the selection is fetched again first, so a
 * bar created or impersonated a moment ago is not discarded against a stale list.
 */
function useSelectedBar(userId: string | null, barId: string | null) {
  const avail = useQuery({ ...availableBarsQuery(userId), enabled: userId !== null && barId !== null });
  const listed = barId !== null && (avail.data?.some((bar) => bar.id === barId) ?? false);
  // When the list itself fails, the detail call alone decides.
  const current = useQuery(currentBarQuery(barId, userId !== null && (listed || avail.isError)));

  const selection = useRef({ barId, at: Date.now() });
  if (selection.current.barId !== barId) selection.current = { barId, at: Date.now() };

  const { refetch } = avail;
  useEffect(() => {
    if (!barId) return;
    if (avail.isSuccess && !listed) {
      if (avail.dataUpdatedAt < selection.current.at) void refetch();
      else sessionStore.selectBar(null);
    } else if (current.isError) {
      notifyError(current.error);
      sessionStore.selectBar(null);
    }
  }, [barId, avail.isSuccess, avail.dataUpdatedAt, listed, refetch, current.isError, current.error]);

  const selectedBar = barId && current.data?.id === barId ? current.data : null;
  const barStatus: BarStatus = !barId ? 'none' : selectedBar ? 'ready' : 'loading';
  return { selectedBar, barStatus };
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const state = useSyncExternalStore(sessionStore.subscribe, sessionStore.getState);
  const { login, selectedBarId, signedOutByUser = false, signOutReason = null } = state;
  const token = login?.accessToken ?? null;

  useRefreshUserAtStart();
  useCleanUpOnSignOut(token);
  useUserLanguage(login?.id ?? null);
  const { selectedBar, barStatus } = useSelectedBar(login?.id ?? null, selectedBarId);

  const value = useMemo<SessionValue>(() => {
    let user: SessionUser | null = null;
    if (login) {
      const { accessToken: _token, expiresAt: _expires, ...rest } = login;
      user = rest;
    }
    return {
      user,
      token,
      selectedBarId,
      selectedBar,
      barStatus,
      role: user ? deriveRole(user, selectedBarId) : 'GUEST',
      signedOutByUser,
      signOutReason,
      signIn: sessionStore.signIn,
      signOut: () => sessionStore.signOut('user'),
      selectBar: sessionStore.selectBar,
    };
  }, [login, token, selectedBarId, selectedBar, barStatus, signedOutByUser, signOutReason]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
