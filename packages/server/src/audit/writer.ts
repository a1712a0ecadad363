import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection.js';
import type { AuditEntry } from './entry.js';
import { insertAuditEntries } from './repository.js';

export interface AuditWriterOptions {
  /** Longest a row waits in memory before it is written. */
  intervalMs?: number;
  /** Rows per insert; a full batch is written at once. */
  batchSize?: number;
  /** Rows kept while the database is unreachable; older ones are dropped beyond it. */
  maxQueued?: number;
}

/**
 * Writes audit rows in small batches off the request path: a call never waits for its audit row,
 * and a failed insert is logged and dropped rather than failing anything.
 */
export class AuditWriter {
  private queue: AuditEntry[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private readonly intervalMs: number;
  private readonly batchSize: number;
  private readonly maxQueued: number;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    options: AuditWriterOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? 250;
    this.batchSize = options.batchSize ?? 100;
    this.maxQueued = options.maxQueued ?? 10_000;
  }

  add(entry: AuditEntry): void {
    this.queue.push(entry);
    if (this.queue.length > this.maxQueued) {
      const dropped = this.queue.splice(0, this.queue.length - this.maxQueued).length;
      this.log.error({ dropped }, 'audit queue full: oldest rows dropped');
    }
    if (this.queue.length >= this.batchSize) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.intervalMs).unref();
  }

  /** Writes everything queued so far; resolves when it is in the database (or dropped). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.writing = this.writing.then(() => this.drain());
    return this.writing;
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.batchSize);
      try {
        await insertAuditEntries(this.db, batch);
      } catch (err) {
        // the driver's message may quote the row values; the code and count are enough to act on
        const code = (err as { cause?: { code?: string }; code?: string }).cause?.code ?? (err as { code?: string }).code;
        this.log.error({ code, rows: batch.length }, 'audit rows could not be written and were dropped');
      }
    }
  }
}
