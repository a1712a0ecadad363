import type { SignOutReason } from '../../lib/session';

/** What /login says after the server ended the session, so the operator knows why they are here. */
export const SIGN_OUT_MESSAGES: Record<SignOutReason, string> = {
  expired: 'Your session has expired. Please sign in again.',
  forbidden: 'You no longer have access to that bar or page. Please sign in again, or ask an administrator for access.',
};
