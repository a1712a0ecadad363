import type { BarRole } from '@bar/domain';

/** A role grant of the signed-in user (after `_id` → `id`). */
export interface SessionRoleGrant {
  id?: string;
  barId: string;
  barName: string;
  role: BarRole;
}

/** What the session holds: the signed-in user plus their access token. */
export interface SessionLogin {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  superadmin: boolean;
  roles: SessionRoleGrant[];
  accessToken: string;
  expiresAt?: string;
}

/** The signed-in user, without credentials. */
export type SessionUser = Omit<SessionLogin, 'accessToken' | 'expiresAt'>;

// Hand-written rather than zod: this runs at start-up and zod would add ~25 kB to the first load.
const BAR_ROLES: readonly string[] = ['MSADMIN', 'MSMAINT', 'ADMIN', 'MAINT', 'BARMAN'] satisfies readonly BarRole[];

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function readGrant(value: unknown): SessionRoleGrant | null {
  if (!isObject(value) || typeof value.barId !== 'string' || !BAR_ROLES.includes(text(value.role))) return null;
  return {
    ...(typeof value.id === 'string' ? { id: value.id } : {}),
    barId: value.barId,
    barName: text(value.barName),
    role: value.role as BarRole,
  };
}

/**
 * Reads the user part of a login or whoami answer (after `_id` → `id`); null when id or email is
 * missing or a role is unknown. Optional fields get defaults so older sessions still restore.
 */
export function readSessionUser(value: unknown): SessionUser | null {
  if (!isObject(value) || typeof value.id !== 'string' || typeof value.email !== 'string') return null;
  const grants = Array.isArray(value.roles) ? value.roles.map(readGrant) : [];
  if (grants.some((grant) => grant === null)) return null;
  return {
    id: value.id,
    email: value.email,
    firstName: text(value.firstName),
    lastName: text(value.lastName),
    superadmin: value.superadmin === true,
    roles: grants as SessionRoleGrant[],
  };
}

/** Reads a login answer: the user plus a non-empty access token. */
export function readSessionLogin(value: unknown): SessionLogin | null {
  const user = readSessionUser(value);
  if (!user || !isObject(value) || typeof value.accessToken !== 'string' || !value.accessToken) return null;
  return {
    ...user,
    accessToken: value.accessToken,
    ...(typeof value.expiresAt === 'string' ? { expiresAt: value.expiresAt } : {}),
  };
}

/** Base64 text of the login's JSON (SPEC §4), safe for any Unicode in names. */
export function encodeSession(login: SessionLogin): string {
  const bytes = new TextEncoder().encode(JSON.stringify(login));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Reads what `encodeSession` wrote; anything unreadable or incomplete gives null. */
export function decodeSession(stored: string | null | undefined): SessionLogin | null {
  if (!stored) return null;
  try {
    const bytes = Uint8Array.from(atob(stored), (char) => char.charCodeAt(0));
    return readSessionLogin(JSON.parse(new TextDecoder().decode(bytes)));
  } catch {
    return null;
  }
}

/** True once the token's `expiresAt` has passed; a login without one is trusted until a 401. */
export function isExpired(login: SessionLogin, now: Date = new Date()): boolean {
  if (!login.expiresAt) return false;
  const at = Date.parse(login.expiresAt);
  return !Number.isNaN(at) && at <= now.getTime();
}
