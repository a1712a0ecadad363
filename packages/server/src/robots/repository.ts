import { count, eq } from 'drizzle-orm';
import type { PagingQuery, RobotCreateInput, RobotUpdateInput, RobotView } from '@bar/domain';
import type { Db } from '../db/connection.js';
import { bars, robots } from '../db/schema.js';
import { planList, type ListSpec } from '../http/paging.js';
import { badRequest } from '../http/errors.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const ROBOT_LIST: ListSpec = {
  resource: 'robots',
  idColumn: robots.id,
  defaultSort: { tagName: 1 },
  firstPage: 1,
  fields: {
    // ids are matched exactly (enum without a value list = equality); checked as uuids below
    id: { column: robots.id, type: 'enum' },
    _id: { column: robots.id, type: 'enum' },
    tagName: { column: robots.tagName, type: 'string' },
    displayName: { column: robots.displayName, type: 'string' },
    barId: { column: robots.barId, type: 'enum' },
  },
};

const columns = {
  _id: robots.id,
  tagName: robots.tagName,
  displayName: robots.displayName,
  status: robots.status,
  enabled: robots.enabled,
  barId: robots.barId,
  barName: bars.name,
  position: robots.position,
  createdAt: robots.createdAt,
};

const toView = (r: Omit<RobotView, 'createdAt'> & { createdAt: Date }): RobotView => ({ ...r, createdAt: r.createdAt.toISOString() });

/** Search values on id columns must be ids: the database would refuse anything else. */
function checkIdSearch(search: string | undefined) {
  if (!search) return;
  let value: unknown;
  try {
    value = JSON.parse(search);
  } catch {
    return; // planList answers the malformed JSON
  }
  if (!value || typeof value !== 'object') return;
  for (const key of ['id', '_id', 'barId']) {
    const v = (value as Record<string, unknown>)[key];
    if (v !== undefined && v !== null && v !== '' && (typeof v !== 'string' || !UUID.test(v))) {
      throw badRequest(`Search value of "${key}" must be a whole robot or bar id.`);
    }
  }
}

export async function listRobots(db: Db, query: PagingQuery) {
  checkIdSearch(query.search);
  const plan = planList(query, ROBOT_LIST);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(columns)
      .from(robots)
      .leftJoin(bars, eq(bars.id, robots.barId))
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.perPage)
      .offset(plan.offset),
    db.select({ total: count() }).from(robots).where(plan.where),
  ]);
  return { data: rows.map(toView), count: total, page: plan.page, perPage: plan.perPage };
}

export async function findRobot(db: Db, id: string): Promise<RobotView | undefined> {
  const [row] = await db.select(columns).from(robots).leftJoin(bars, eq(bars.id, robots.barId)).where(eq(robots.id, id)).limit(1);
  return row ? toView(row) : undefined;
}

export async function tagNameTaken(db: Db, tagName: string, exceptId?: string): Promise<boolean> {
  const [row] = await db.select({ id: robots.id }).from(robots).where(eq(robots.tagName, tagName)).limit(1);
  return Boolean(row && row.id !== exceptId);
}

/** Next position for a robot joining a bar (after its existing robots). */
async function nextPosition(db: Db, barId: string | null | undefined): Promise<number> {
  if (!barId) return 0;
  const [{ n }] = await db.select({ n: count() }).from(robots).where(eq(robots.barId, barId));
  return n;
}

export async function insertRobot(db: Db, input: RobotCreateInput): Promise<string> {
  const [row] = await db
    .insert(robots)
    .values({
      tagName: input.tagName,
      displayName: input.displayName,
      barId: input.barId ?? null,
      enabled: input.enabled ?? true,
      position: await nextPosition(db, input.barId),
    })
    .returning({ id: robots.id });
  return row.id;
}

export async function updateRobot(db: Db, id: string, input: RobotUpdateInput, currentBarId: string | null): Promise<void> {
  const set: Partial<typeof robots.$inferInsert> = {};
  if (input.tagName !== undefined) set.tagName = input.tagName;
  if (input.displayName !== undefined) set.displayName = input.displayName;
  if (input.enabled !== undefined) set.enabled = input.enabled;
  if (input.barId !== undefined && input.barId !== currentBarId) {
    set.barId = input.barId;
    set.position = await nextPosition(db, input.barId);
  }
  if (Object.keys(set).length === 0) return;
  await db.update(robots).set(set).where(eq(robots.id, id));
}
