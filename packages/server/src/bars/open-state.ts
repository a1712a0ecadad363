import { eq, sql } from 'drizzle-orm';
import { BAR_CLOSED_MESSAGE, CLOSED_WHILE_OFFLINE_MESSAGE, type ClosedWhileOffline } from '@bar/domain';
import type { Db } from '../db/connection.js';
import { bars } from '../db/schema.js';
import { conflict, notFound } from '../http/errors.js';
import type { LiveHub } from '../live/plugin.js';
import { findBarDetail } from './repository.js';

/**
 * Whether a bar takes orders. The server keeps the state it enforces in `bars.open`; when the
 * console decided it and the bar has not confirmed it yet, `open_pending` is set and the bar is told
 * at its next heartbeat (commands/pending-open.ts).
 */

/** Refuses a new order of a closed bar (every sales channel) with 409, before anything is stored. */
export async function assertBarOpen(db: Db, barId: string): Promise<void> {
  const [bar] = await db.select({ open: bars.open }).from(bars).where(eq(bars.id, barId)).limit(1);
  if (!bar) throw notFound('Bar');
  if (!bar.open) throw conflict(BAR_CLOSED_MESSAGE, 'BAR_CLOSED');
}

/** Closes an offline bar here at once and tells its consoles; the bar learns it when it reconnects. */
export async function closeOfflineBar(db: Db, live: Pick<LiveHub, 'publishToConsoles'>, barId: string, at: Date): Promise<ClosedWhileOffline> {
  const [row] = await db
    .update(bars)
    // a bar that already confirmed it is closed has nothing left to learn
    .set({ open: false, openPending: sql`${bars.openPending} or ${bars.open}`, updatedAt: at })
    .where(eq(bars.id, barId))
    .returning({ openPending: bars.openPending });
  if (!row) throw notFound('Bar');
  const detail = await findBarDetail(db, barId);
  if (detail) await live.publishToConsoles(barId, { type: 'bar', payload: detail });
  return { barId, open: false, openPending: row.openPending, message: CLOSED_WHILE_OFFLINE_MESSAGE };
}

/** The bar carried out a `setOpen`: that is its state now, nothing is left to deliver. */
export async function recordOpenCarriedOut(db: Db, barId: string, open: boolean, at: Date): Promise<void> {
  await db.update(bars).set({ open, openPending: false, updatedAt: at }).where(eq(bars.id, barId));
}
