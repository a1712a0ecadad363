import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { Principal } from './repository.js';
import { readNotice } from '../live/notice.js';

/**
 * How long a principal read from the database answers requests. Changes made through the API
 * drop it at once on every instance; only a change made straight in the database waits for this.
 * Kept at or below the live connection check (3 s), so both doors close within the same 5 s.
 */
export const PRINCIPAL_TTL_MS = 3_000;
export const PRINCIPAL_CACHE_MAX = 10_000;

/** Where instances announce changes to each other (through the live relay, MQTT_URL). */
export const PRINCIPAL_CHANGES_TOPIC = 'server/principals';

/** What changed, as sent between instances: a user (account or roles) or a bar (its name). */
export const principalChangeSchema = z.object({ kind: z.enum(['user', 'bar']), id: z.guid() });
export type PrincipalChange = z.infer<typeof principalChangeSchema>;

export interface PrincipalCacheOptions {
  ttlMs?: number;
  max?: number;
  /** The clock the time-to-live is counted on; tests move it by hand. */
  clock?: { now(): number };
}

/**
 * The principals of recent callers, so that a request does not read the user and their roles
 * again (ARCHITECTURE §3). Disabled or deleted users are never kept: they are refused on a fresh
 * read every time.
 */
export class PrincipalCache {
  private readonly entries: LRUCache<string, Principal>;
  private readonly loading = new Map<string, Promise<Principal | undefined>>();
  /** Bumped by every change, so that a read started before it is not kept after it. */
  private generation = 0;
  private announce: (change: PrincipalChange) => Promise<void> = async () => {};

  constructor(
    private readonly load: (userId: string) => Promise<Principal | undefined>,
    options: PrincipalCacheOptions = {},
  ) {
    this.entries = new LRUCache({
      max: options.max ?? PRINCIPAL_CACHE_MAX,
      ttl: options.ttlMs ?? PRINCIPAL_TTL_MS,
      // a hand-driven clock is read on every check, never a moment-old reading
      ...(options.clock && { perf: options.clock, ttlResolution: 0 }),
    });
  }

  /** The principal if it is cached now (no read, no wait); else undefined. */
  cached(userId: string): Principal | undefined {
    return this.entries.get(userId);
  }

  async get(userId: string): Promise<Principal | undefined> {
    const cached = this.entries.get(userId);
    if (cached) return cached;
    // concurrent first requests of one user share one read
    const inFlight = this.loading.get(userId);
    if (inFlight) return inFlight;
    const startedAt = this.generation;
    const settle = () => {
      if (this.loading.get(userId) === pending) this.loading.delete(userId);
    };
    const pending: Promise<Principal | undefined> = this.load(userId).then(
      (principal) => {
        settle();
        if (principal && startedAt === this.generation) this.entries.set(userId, frozen(principal));
        return principal;
      },
      (err: unknown) => {
        settle();
        throw err;
      },
    );
    this.loading.set(userId, pending);
    return pending;
  }

  /** Drops what the change makes stale, here only (a change announced by another instance). */
  forget(change: PrincipalChange): void {
    this.generation++;
    // a read in flight may predate the change: later callers read again
    if (change.kind === 'user') {
      this.entries.delete(change.id);
      this.loading.delete(change.id);
      return;
    }
    this.loading.clear();
    for (const [userId, principal] of this.entries.entries()) {
      if (principal.grants.some((g) => g.barId === change.id)) this.entries.delete(userId);
    }
  }

  /** A change announced on PRINCIPAL_CHANGES_TOPIC by any instance; a malformed notice is ignored. */
  receive(payload: Buffer): void {
    const change = readNotice(payload, principalChangeSchema);
    if (change) this.forget(change);
  }

  /** A change committed here: dropped here at once, and announced to the other instances. */
  async changed(change: PrincipalChange): Promise<void> {
    this.forget(change);
    await this.announce(change);
  }

  /** How changes reach the other instances (the live relay sets it when there is one). */
  announceThrough(announce: (change: PrincipalChange) => Promise<void>): void {
    this.announce = announce;
  }
}

/** One object answers many requests: none of them may change it for the others. */
function frozen(principal: Principal): Principal {
  principal.roles.forEach((r) => Object.freeze(r));
  principal.grants.forEach((g) => Object.freeze(g));
  Object.freeze(principal.roles);
  Object.freeze(principal.grants);
  return Object.freeze(principal);
}
