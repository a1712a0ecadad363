import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuditOutcome } from '@bar/domain';
import { barCandidate, isBarScoped, isUuid } from '../http/guard.js';

/** One audit row as the plugin queues it: who, when, bar, route and outcome, never a body or header. */
export interface AuditEntry {
  at: Date;
  userId: string | null;
  email: string | null;
  barId: string | null;
  method: string;
  route: string;
  targetId: string | null;
  statusCode: number;
  outcome: AuditOutcome;
  ip: string | null;
  /** A successful sign-in: the user is looked up by email when the row is written. */
  signIn: boolean;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const REFUSED = new Set([401, 403, 429]);
export const SIGN_IN_ROUTE = '/api/auth/login';
// POSTs that only read: recorded when refused, like any read
const READ_ONLY_POSTS = new Set(['/api/auth/whoami']);
const EMAIL = /^[^\s@]{1,200}@[^\s@]{1,200}$/;

export function outcomeOf(statusCode: number): AuditOutcome {
  if (statusCode >= 500) return 'error';
  if (REFUSED.has(statusCode)) return 'refused';
  if (statusCode >= 400) return 'invalid';
  return 'ok';
}

/** Whether a finished call belongs in the audit log: every mutating call and every refused one. */
export function isAudited(method: string, route: string | undefined, statusCode: number): route is string {
  if (!route?.startsWith('/api/')) return false;
  if (REFUSED.has(statusCode)) return true;
  return MUTATING.has(method) && !READ_ONLY_POSTS.has(route);
}

/** The audit row of a finished call, or null when the call is not audited. */
export function auditEntry(request: FastifyRequest, reply: FastifyReply): AuditEntry | null {
  const route = request.routeOptions.url;
  const method = request.method.toUpperCase();
  if (!isAudited(method, route, reply.statusCode)) return null;
  const principal = request.principal;
  const signIn = route === SIGN_IN_ROUTE;
  return {
    at: new Date(),
    userId: principal?.userId ?? null,
    email: principal?.email ?? (signIn && reply.statusCode !== 400 ? attemptedEmail(request.body) : null),
    barId: barOf(request),
    method,
    route,
    targetId: targetOf(request.params),
    statusCode: reply.statusCode,
    outcome: outcomeOf(reply.statusCode),
    ip: request.ip?.slice(0, 64) ?? null,
    signIn: signIn && reply.statusCode === 200,
  };
}

/** Only the email of a sign-in body, and only one the schema accepted: a password typed there is not kept. */
function attemptedEmail(body: unknown): string | null {
  const email = body && typeof body === 'object' ? (body as Record<string, unknown>).email : undefined;
  if (typeof email !== 'string') return null;
  const clean = email.trim().toLowerCase();
  return EMAIL.test(clean) ? clean : null;
}

/** The bar the guard let the call act on; for a refused call, the bar it asked for. */
function barOf(request: FastifyRequest): string | null {
  if (request.barId) return request.barId;
  const config = request.routeOptions.config;
  const access = config?.access;
  const namesBar = Boolean(config?.barParam) || (access !== undefined && access !== 'public' && isBarScoped(access));
  if (!namesBar) return null;
  const candidate = barCandidate(request);
  return isUuid(candidate) ? candidate.toLowerCase() : null;
}

function targetOf(params: unknown): string | null {
  if (!params || typeof params !== 'object') return null;
  const values = params as Record<string, unknown>;
  const target = values.id ?? Object.values(values)[0];
  return typeof target === 'string' && target !== '' ? target.slice(0, 200) : null;
}
