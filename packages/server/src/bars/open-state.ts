import { BAR_CLOSED_MESSAGE, CLOSED_WHILE_OFFLINE_MESSAGE, type ClosedWhileOffline } from '@bar/domain';
import type { Db } from '../db/connection.js';
import { conflict, notFound } from '../http/errors.js';
import type { LiveHub } from '../live/plugin.js';
import { closeBarHere, findBarOpen } from './repository.js';
import type { BarChanges, BarRecordCache } from './record-cache.js';

/**
 * Whether a bar takes orders. The server keeps the state it enforces in `bars.open`; when the
 * console decided it and the bar has not confirmed it yet, `open_pending` is set and the bar is told
 * at its next heartbeat (commands/pending-open.ts). When the bar carries it out, `recordOpenCarriedOut`
 * (bars/repository.ts) stores it.
 */

/** Refuses a new order of a closed bar (every sales channel) with 409, before anything is stored. */
export async function assertBarOpen(db: Db, barId: string): Promise<void> {
  const open = await findBarOpen(db, barId);
  if (open === undefined) throw notFound('Bar');
  if (!open) throw conflict(BAR_CLOSED_MESSAGE, 'BAR_CLOSED');
}

/** Closes an offline bar here at once and tells its consoles; the bar learns it when it reconnects. */
export async function closeOfflineBar(
  db: Db,
  live: Pick<LiveHub, 'publishToConsoles'>,
  bars: BarChanges & Pick<BarRecordCache, 'reload'>,
  barId: string,
  at: Date,
): Promise<ClosedWhileOffline> {
  const closed = await closeBarHere(db, barId, at);
  if (!closed) throw notFound('Bar');
  await bars.changed(barId);
  const detail = await bars.reload(barId, db);
  if (detail) await live.publishToConsoles(barId, { type: 'bar', payload: detail });
  return { barId, open: false, openPending: closed.openPending, message: CLOSED_WHILE_OFFLINE_MESSAGE };
}
