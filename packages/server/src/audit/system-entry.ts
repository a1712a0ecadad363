import type { Db } from '../db/connection.js';
import { auditLog } from '../db/schema.js';

/** Method of audit rows written by the server itself (no caller, no address). */
export const SYSTEM_METHOD = 'SYSTEM';

/**
 * Writes one audit row for something the server did on its own, e.g. settling a refund a crash
 * interrupted. Written with `db` (a transaction when the action must be recorded exactly once).
 */
export async function writeSystemAudit(db: Db, entry: { barId: string | null; action: string; targetId: string | null; at: Date }): Promise<void> {
  await db.insert(auditLog).values({
    at: entry.at,
    userId: null,
    email: null,
    barId: entry.barId,
    method: SYSTEM_METHOD,
    route: entry.action,
    targetId: entry.targetId,
    statusCode: 200,
    outcome: 'ok',
    ip: null,
  });
}
