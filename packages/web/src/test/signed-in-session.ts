import type { EffectiveRole } from '@bar/domain';
import { onTestFinished } from 'vitest';
import type { SelectedBar } from '../lib/bar-queries';
import { sessionStore } from '../lib/session';
import type { SessionValue } from '../lib/session-context';
import { sessionValue, testUser } from './session-value';

/** The access token of the test user's session: the API client sends it as `Bearer t`. */
export const TEST_TOKEN = 't';

/**
 * Signs the test user in on `bar` with `role` (SUPERADMIN signs in a super administrator): the
 * session store holds the login, so the API client sends its token and ends it on a 401/403, and
 * the returned SessionContext value shows the same session, its actions acting on the store.
 * Signed out, storage cleared, when the test ends; call it inside a test.
 */
export function signedInSession({ bar = null, role }: { bar?: SelectedBar | null; role: EffectiveRole }): SessionValue {
  const user = { ...testUser, superadmin: role === 'SUPERADMIN' };
  sessionStore.signIn({ ...user, accessToken: TEST_TOKEN });
  sessionStore.selectBar(bar?.id ?? null);
  onTestFinished(() => {
    sessionStore.signOut();
    localStorage.clear();
  });
  return sessionValue({
    user,
    token: TEST_TOKEN,
    selectedBarId: bar?.id ?? null,
    selectedBar: bar,
    barStatus: bar ? 'ready' : 'none',
    role,
    signIn: sessionStore.signIn,
    signOut: () => sessionStore.signOut('user'),
    selectBar: sessionStore.selectBar,
  });
}
