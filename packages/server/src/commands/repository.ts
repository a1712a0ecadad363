import { and, count, eq, gt, inArray, like, lt, or } from 'drizzle-orm';
import { COMMAND_STATUSES, type BarVersion, type CommandRecord, type CommandStatus, type PagingQuery } from '@bar/domain';
import type { Db } from '../db/connection.js';
import { barCommands, bars, robots, users } from '../db/schema.js';
import { planList, type ListSpec } from '../http/paging.js';

export type CommandRow = typeof barCommands.$inferSelect;

const COMMAND_LIST: ListSpec = {
  resource: 'commands',
  idColumn: barCommands.id,
  defaultSort: { createdAt: -1 },
  fields: {
    createdAt: { column: barCommands.createdAt, type: 'date' },
    command: { column: barCommands.command, type: 'string' },
    status: { column: barCommands.status, type: 'enum', values: COMMAND_STATUSES },
  },
};

export function toCommandRecord(row: CommandRow, issuerName?: string | null): CommandRecord {
  return {
    _id: row.id,
    barId: row.barId,
    command: row.command,
    args: row.args,
    status: row.status as CommandStatus,
    error: row.error,
    issuedBy: { _id: row.issuedBy, email: row.issuedByEmail, name: issuerName ?? row.issuedByEmail ?? 'system' },
    idempotencyKey: row.idempotencyKey,
    createdAt: row.createdAt.toISOString(),
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

export async function listCommands(db: Db, barId: string, query: PagingQuery) {
  const plan = planList(query, COMMAND_LIST);
  const where = and(eq(barCommands.barId, barId), plan.where);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ c: barCommands, first: users.firstName, last: users.lastName })
      .from(barCommands)
      .leftJoin(users, eq(users.id, barCommands.issuedBy))
      .where(where)
      .orderBy(...plan.orderBy)
      .limit(plan.perPage)
      .offset(plan.offset),
    db.select({ total: count() }).from(barCommands).where(where),
  ]);
  return {
    data: rows.map((r) => toCommandRecord(r.c, r.first ? `${r.first} ${r.last}` : null)),
    count: total,
    page: plan.page,
    perPage: plan.perPage,
  };
}

/** Inserts a command; null when the bar already has a command with this idempotency key. */
export async function insertCommand(db: Db, values: typeof barCommands.$inferInsert): Promise<CommandRow | null> {
  const [row] = await db.insert(barCommands).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findCommandByKey(db: Db, barId: string, key: string): Promise<CommandRow | undefined> {
  const [row] = await db
    .select()
    .from(barCommands)
    .where(and(eq(barCommands.barId, barId), eq(barCommands.idempotencyKey, key)))
    .limit(1);
  return row;
}

/** A command as the API answers it, with its issuer's name. */
export async function findCommandRecord(db: Db, id: string): Promise<CommandRecord | undefined> {
  const [row] = await db
    .select({ c: barCommands, first: users.firstName, last: users.lastName })
    .from(barCommands)
    .leftJoin(users, eq(users.id, barCommands.issuedBy))
    .where(eq(barCommands.id, id))
    .limit(1);
  return row ? toCommandRecord(row.c, row.first ? `${row.first} ${row.last}` : null) : undefined;
}

export async function findCommand(db: Db, id: string): Promise<CommandRow | undefined> {
  const [row] = await db.select().from(barCommands).where(eq(barCommands.id, id)).limit(1);
  return row;
}

/** Ends a command that is still `sent` (or `acknowledged` when allowed); returns the row as it now is. */
export async function finishCommand(
  db: Db,
  id: string,
  status: 'failed' | 'timed_out',
  error: string,
  from: CommandStatus[] = ['sent'],
): Promise<CommandRow | undefined> {
  await db
    .update(barCommands)
    .set({ status, error, completedAt: new Date() })
    .where(and(eq(barCommands.id, id), inArray(barCommands.status, from)));
  return findCommand(db, id);
}

/**
 * Whether a `setOpen` is on its way to the bar (sent or acknowledged), or one whose idempotency key
 * starts with `keyPrefix` failed or timed out after `failedAfter`.
 */
export async function setOpenUnderWay(db: Db, barId: string, keyPrefix: string, failedAfter: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: barCommands.id })
    .from(barCommands)
    .where(
      and(
        eq(barCommands.barId, barId),
        eq(barCommands.command, 'setOpen'),
        or(
          inArray(barCommands.status, ['sent', 'acknowledged']),
          and(like(barCommands.idempotencyKey, `${keyPrefix}%`), inArray(barCommands.status, ['failed', 'timed_out']), gt(barCommands.createdAt, failedAfter)),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Every command reaches a terminal state: stale `sent` and `acknowledged` commands time out. */
export async function sweepStaleCommands(db: Db, now: Date, sentTimeoutMs: number, acknowledgedTimeoutMs: number): Promise<number> {
  const rows = await db
    .update(barCommands)
    .set({ status: 'timed_out', error: 'The bar did not answer the command in time.', completedAt: now })
    .where(
      or(
        and(eq(barCommands.status, 'sent'), lt(barCommands.createdAt, new Date(now.getTime() - sentTimeoutMs))),
        and(eq(barCommands.status, 'acknowledged'), lt(barCommands.createdAt, new Date(now.getTime() - acknowledgedTimeoutMs))),
      ),
    )
    .returning({ id: barCommands.id });
  return rows.length;
}

export async function findBarLiveState(db: Db, barId: string) {
  const [row] = await db.select({ liveCheck: bars.liveCheck, version: bars.version }).from(bars).where(eq(bars.id, barId)).limit(1);
  return row;
}

export async function findRobotOfBar(db: Db, barId: string, robotId: string) {
  const [row] = await db
    .select({ id: robots.id, tagName: robots.tagName })
    .from(robots)
    .where(and(eq(robots.id, robotId), eq(robots.barId, barId)))
    .limit(1);
  return row;
}

/** What decides a bar's conveyors: its version and how many robots it has. */
export async function findBarConveyorSetup(db: Db, barId: string) {
  const [bar] = await db.select({ version: bars.version }).from(bars).where(eq(bars.id, barId)).limit(1);
  if (!bar) return undefined;
  const [{ robotCount }] = await db.select({ robotCount: count() }).from(robots).where(eq(robots.barId, barId));
  return { version: bar.version as BarVersion, robotCount };
}
