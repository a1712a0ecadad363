import enAuth from '../../lib/i18n/locales/en/auth.json';
import type { SignOutReason } from '../../lib/session';

/** What /login says (in English; `auth:signedOut.<reason>` in the language in use) after the server ended the session. */
export const SIGN_OUT_MESSAGES: Record<SignOutReason, string> = enAuth.signedOut;
