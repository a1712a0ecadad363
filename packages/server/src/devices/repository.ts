import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RoboticFlags } from '@bar/domain';
import type { Db } from '../db/connection.js';
import { barCommands, bars, robots } from '../db/schema.js';

/** A robot as the `robot` live message carries it. */
export interface RobotState {
  _id: string;
  barId: string | null;
  tagName: string;
  displayName: string;
  status: string;
  enabled: boolean;
}

export async function applyBarState(
  db: Db,
  barId: string,
  state: { status?: string; open?: boolean; theme?: string; roboticSystem?: RoboticFlags },
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(bars)
    .set({
      liveCheck: at,
      ...(state.status !== undefined ? { status: state.status } : {}),
      // while an open state decided by the console waits for delivery, the bar's own (older) one does not undo it
      ...(state.open !== undefined
        ? {
            open: sql`case when ${bars.openPending} then ${bars.open} else ${state.open}::boolean end`,
            openPending: sql`${bars.openPending} and ${bars.open} <> ${state.open}::boolean`,
          }
        : {}),
      ...(state.theme !== undefined ? { theme: state.theme } : {}),
      ...(state.roboticSystem && Object.keys(state.roboticSystem).length
        ? { roboticSystem: sql`${bars.roboticSystem} || ${JSON.stringify(state.roboticSystem)}::jsonb` }
        : {}),
      updatedAt: at,
    })
    .where(eq(bars.id, barId))
    .returning({ id: bars.id });
  return rows.length > 0;
}

/** Stores new bottle warning lists; returns whether they changed. */
export async function applyBottleWarnings(db: Db, barId: string, lists: { bottleAlarm: unknown[]; bottleWarning: unknown[] }): Promise<boolean> {
  const rows = await db
    .update(bars)
    .set({ bottleAlarm: lists.bottleAlarm, bottleWarning: lists.bottleWarning })
    .where(
      and(
        eq(bars.id, barId),
        sql`(${bars.bottleAlarm} <> ${JSON.stringify(lists.bottleAlarm)}::jsonb or ${bars.bottleWarning} <> ${JSON.stringify(lists.bottleWarning)}::jsonb)`,
      ),
    )
    .returning({ id: bars.id });
  return rows.length > 0;
}

export async function applyRobotState(db: Db, barId: string, tagName: string, state: { status?: string; enabled?: boolean }): Promise<RobotState | null> {
  const set = {
    ...(state.status !== undefined ? { status: state.status } : {}),
    ...(state.enabled !== undefined ? { enabled: state.enabled } : {}),
  };
  if (!Object.keys(set).length) return null;
  const [row] = await db
    .update(robots)
    .set(set)
    .where(and(eq(robots.barId, barId), eq(robots.tagName, tagName)))
    .returning();
  if (!row) return null;
  return { _id: row.id, barId: row.barId, tagName: row.tagName, displayName: row.displayName, status: row.status, enabled: row.enabled };
}

/**
 * Moves a command on from the bar's acknowledgement. Only forward moves are applied:
 * sent → acknowledged | done | failed, acknowledged → done | failed; terminal states never change.
 * Answers the command that moved, or undefined when nothing did.
 */
export async function applyAck(
  db: Db,
  barId: string,
  commandId: string,
  status: 'acknowledged' | 'done' | 'failed',
  error?: string,
): Promise<{ command: string; args: unknown } | undefined> {
  const from = status === 'acknowledged' ? ['sent'] : ['sent', 'acknowledged'];
  const now = new Date();
  const rows = await db
    .update(barCommands)
    .set({
      status,
      acknowledgedAt: sql`coalesce(${barCommands.acknowledgedAt}, ${now.toISOString()}::timestamptz)`,
      ...(status === 'acknowledged' ? {} : { completedAt: now }),
      ...(status === 'failed' ? { error: error || 'The bar could not carry out the command.' } : {}),
    })
    .where(and(eq(barCommands.id, commandId), eq(barCommands.barId, barId), inArray(barCommands.status, from)))
    .returning({ command: barCommands.command, args: barCommands.args });
  return rows[0];
}
