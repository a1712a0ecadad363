import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection.js';
import { findBarRecords, type BarRecord } from '../bars/repository.js';

interface Waiting {
  status: string;
  at: Date;
  settle: Array<{ resolve(record: BarRecord | undefined): void; reject(err: unknown): void }>;
}

export interface LiveCheckRecorder {
  /** Stores a heartbeat (live check time and status); answers the bar's record as stored after it, or undefined for no such bar. */
  record(barId: string, status: string, at: Date): Promise<BarRecord | undefined>;
}

/**
 * Heartbeats of many bars written together (budget B10: 500 bars at one message a second): while
 * one batch is being written the next ones wait, and go as one UPDATE and one read of their
 * records, one commit for all. A lone heartbeat is written at once; several of one bar in a batch
 * keep the last.
 */
export function createLiveCheckRecorder(db: Db): LiveCheckRecorder {
  let queued = new Map<string, Waiting>();
  let writing = false;

  async function write(): Promise<void> {
    writing = true;
    try {
      while (queued.size > 0) {
        const batch = queued;
        queued = new Map();
        try {
          const values = sql.join(
            [...batch].map(([id, w]) => sql`(${id}::uuid, ${w.at.toISOString()}::timestamptz, ${w.status}::text)`),
            sql`, `,
          );
          await db.execute(sql`update bars set live_check = v.at, status = v.status from (values ${values}) as v(id, at, status) where bars.id = v.id`);
          const records = new Map((await findBarRecords(db, [...batch.keys()])).map((r) => [r.row.id, r]));
          for (const [id, w] of batch) for (const s of w.settle) s.resolve(records.get(id));
        } catch (err) {
          for (const w of batch.values()) for (const s of w.settle) s.reject(err);
        }
      }
    } finally {
      writing = false;
    }
  }

  return {
    record(barId, status, at) {
      return new Promise((resolve, reject) => {
        const id = barId.toLowerCase();
        const waiting = queued.get(id);
        if (waiting) Object.assign(waiting, { status, at }).settle.push({ resolve, reject });
        else queued.set(id, { status, at, settle: [{ resolve, reject }] });
        if (!writing) void write();
      });
    },
  };
}
