import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection.js';
import type { LiveHub } from '../live/plugin.js';
import { finishCommand, insertCommand, setOpenUnderWay } from './repository.js';

/** A delivery the bar refused or left unanswered is tried again after this long, not at every heartbeat. */
export const PENDING_OPEN_RETRY_MS = 30_000;
const KEY_PREFIX = 'pending-open:';

/** An open/close is on its way to the bar, or a delivery of this kind failed a moment ago. */
function deliveryUnderWay(db: Db, barId: string, now: Date): Promise<boolean> {
  return setOpenUnderWay(db, barId, KEY_PREFIX, new Date(now.getTime() - PENDING_OPEN_RETRY_MS));
}

/**
 * Sends a bar the open state decided here while it could not be told (closed while offline, or
 * changed in its settings), as a system `setOpen` command. Called on each heartbeat of a bar with
 * `open_pending`; the bar's `ack done` (devices/service.ts) or its own report of the same state ends
 * it. Two instances may both send once: `setOpen` is harmless to repeat.
 */
export async function deliverPendingOpen(
  deps: { db: Db; live: Pick<LiveHub, 'sendCommand'>; log: FastifyBaseLogger },
  barId: string,
  open: boolean,
  now: Date,
): Promise<void> {
  const { db, live, log } = deps;
  if (await deliveryUnderWay(db, barId, now)) return;
  const row = await insertCommand(db, {
    barId,
    command: 'setOpen',
    args: { open },
    issuedBy: null,
    issuedByEmail: null,
    idempotencyKey: `${KEY_PREFIX}${randomUUID()}`,
  });
  if (!row) return;
  try {
    await live.sendCommand(barId, { id: row.id, command: 'setOpen', args: { open }, issuedBy: 'system', at: row.createdAt.toISOString() });
  } catch (err) {
    log.warn({ err, barId }, 'pending open state not sent; a later heartbeat tries again');
    await finishCommand(db, row.id, 'failed', 'The command could not be sent to the bar.');
  }
}
