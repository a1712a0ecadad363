import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { barDetailSchema, type BarDetail, type EffectiveRole } from '@bar/domain';
import type { Db } from '../db/connection.js';
import type { SecretBox } from '../secrets/secret-box.js';
import { barRecordDetail, findBarRecord, type BarRecord } from './repository.js';
import { readNotice } from '../live/notice.js';

/**
 * How long a bar record read from the database answers requests. Every change made by this
 * server (API, bar events) drops it at once on every instance; only a change made straight in the
 * database waits for this.
 */
export const BAR_RECORD_TTL_MS = 3_000;
export const BAR_RECORD_CACHE_MAX = 2_000;

/** Where instances announce changed bars to each other (through the live relay, MQTT_URL). */
export const BAR_CHANGES_TOPIC = 'server/bars';

/** A changed bar, as sent between instances; `from` lets an instance skip its own notices. */
export const barChangeSchema = z.object({ id: z.guid(), from: z.string().max(64).optional() });
export type BarChange = z.infer<typeof barChangeSchema>;

/** What every writer of a bar, its robots or anything else its detail shows calls once the write is committed. */
export interface BarChanges {
  changed(barId: string): Promise<void>;
}

export interface BarRecordCacheOptions {
  ttlMs?: number;
  max?: number;
  /** The clock the time-to-live is counted on; tests move it by hand. */
  clock?: { now(): number };
}

interface Entry {
  record: BarRecord;
  /** The detail as each role sees it, serialised by the route's response schema (UTF-8 bytes), made on first use. */
  json: Map<EffectiveRole, Buffer>;
}

/**
 * The bar records (row and robots) of recently read bars and their serialised details per role, so
 * that `GET /api/ubar/bars/current` reads nothing and serialises nothing on a hit (budget B1).
 * The role still picks the view: a cached MSADMIN answer is never given to an ADMIN.
 */
export class BarRecordCache implements BarChanges {
  private readonly entries: LRUCache<string, Entry>;
  /** The one read under way per bar; a change removes it, so a read that predates the change is not kept. */
  private readonly loading = new Map<string, Promise<Entry | undefined>>();
  private readonly origin = crypto.randomBytes(8).toString('hex');
  private announce: (change: BarChange) => Promise<void> = async () => {};

  constructor(
    private readonly db: Db,
    private readonly secrets: SecretBox,
    options: BarRecordCacheOptions = {},
  ) {
    this.entries = new LRUCache({
      max: options.max ?? BAR_RECORD_CACHE_MAX,
      ttl: options.ttlMs ?? BAR_RECORD_TTL_MS,
      ...(options.clock && { perf: options.clock, ttlResolution: 0 }),
    });
  }

  /** The bar's detail as `role` sees it, as JSON (`barDetailSchema`, UTF-8); undefined when there is no such bar. */
  async json(id: string, role: EffectiveRole): Promise<Buffer | undefined> {
    const barId = id.toLowerCase();
    const entry = this.entries.get(barId) ?? (await (this.loading.get(barId) ?? this.load(barId, this.db)));
    return entry && this.bytesOf(entry, role);
  }

  /** `json` when the bar is held now, without waiting (undefined: not held, ask `json`). `id` in lower case. */
  heldJson(id: string, role: EffectiveRole): Buffer | undefined {
    const entry = this.entries.get(id);
    return entry && this.bytesOf(entry, role);
  }

  private bytesOf(entry: Entry, role: EffectiveRole): Buffer {
    let bytes = entry.json.get(role);
    if (bytes === undefined) {
      // what the route's serializer would make of it: parsed by the response schema (unknown keys dropped), then stringified
      bytes = Buffer.from(JSON.stringify(barDetailSchema.parse(barRecordDetail(entry.record, role, this.secrets))));
      entry.json.set(role, bytes);
    }
    return bytes;
  }

  /**
   * Reads the bar now from `db` (a writer's own handle: bar events use theirs) and keeps it unless
   * another change comes first; answers the least privileged view, the one published to consoles.
   * Writers call it after `changed`, so the next request finds the record they just wrote.
   */
  async reload(barId: string, db: Db): Promise<BarDetail | undefined> {
    const entry = await this.load(barId.toLowerCase(), db);
    return entry && barRecordDetail(entry.record);
  }

  /** Drops the bar here only (a change announced by another instance, or made here). */
  forget(id: string): void {
    const barId = id.toLowerCase();
    this.entries.delete(barId);
    this.loading.delete(barId);
  }

  /** A change committed here: dropped here at once, and announced to the other instances. */
  async changed(barId: string): Promise<void> {
    this.forget(barId);
    await this.announce({ id: barId.toLowerCase(), from: this.origin });
  }

  /** A change announced on BAR_CHANGES_TOPIC by any instance; a malformed notice or this instance's own is ignored. */
  receive(payload: Buffer): void {
    const change = readNotice(payload, barChangeSchema);
    if (change && change.from !== this.origin) this.forget(change.id);
  }

  /** How changes reach the other instances (the live relay sets it when there is one). */
  announceThrough(announce: (change: BarChange) => Promise<void>): void {
    this.announce = announce;
  }

  /** `barId` in lower case: the key of every map here. */
  private load(barId: string, db: Db): Promise<Entry | undefined> {
    const pending: Promise<Entry | undefined> = findBarRecord(db, barId).then(
      (record) => {
        // still the read of record: no change came while it ran
        const current = this.loading.get(barId) === pending;
        if (current) this.loading.delete(barId);
        if (!record) return undefined;
        const entry: Entry = { record, json: new Map() };
        if (current) this.entries.set(barId, entry);
        return entry;
      },
      (err: unknown) => {
        if (this.loading.get(barId) === pending) this.loading.delete(barId);
        throw err;
      },
    );
    this.loading.set(barId, pending);
    return pending;
  }
}
