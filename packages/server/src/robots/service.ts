import type { RobotCreateInput, RobotUpdateInput, RobotView } from '@bar/domain';
import type { Db } from '../db/connection.js';
import { barExists } from '../bars/repository.js';
import type { BarChanges } from '../bars/record-cache.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { findRobot, insertRobot, tagNameTaken, updateRobot } from './repository.js';

const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === '23505' || (err as { cause?: { code?: string } })?.cause?.code === '23505';
const taken = (tagName: string) => conflict(`A robot named "${tagName}" already exists.`);

async function checkBar(db: Db, barId: string | null | undefined) {
  if (barId && !(await barExists(db, barId))) throw badRequest('The chosen bar does not exist.', [{ path: 'barId', message: 'Unknown bar' }]);
}

/** A bar's detail lists its robots: the bars a robot left or joined are read again. */
async function barsChanged(bars: BarChanges, ...barIds: Array<string | null | undefined>) {
  for (const barId of new Set(barIds)) if (barId) await bars.changed(barId);
}

export async function createRobot(db: Db, bars: BarChanges, input: RobotCreateInput): Promise<RobotView> {
  await checkBar(db, input.barId);
  if (await tagNameTaken(db, input.tagName)) throw taken(input.tagName);
  let id: string;
  try {
    id = await insertRobot(db, input);
  } catch (err) {
    if (isUniqueViolation(err)) throw taken(input.tagName);
    throw err;
  }
  await barsChanged(bars, input.barId);
  return (await findRobot(db, id))!;
}

export async function editRobot(db: Db, bars: BarChanges, id: string, input: RobotUpdateInput): Promise<RobotView> {
  const current = await findRobot(db, id);
  if (!current) throw notFound('Robot');
  await checkBar(db, input.barId);
  if (input.tagName !== undefined && (await tagNameTaken(db, input.tagName, id))) throw taken(input.tagName);
  try {
    await updateRobot(db, id, input, current.barId);
  } catch (err) {
    if (isUniqueViolation(err)) throw taken(input.tagName ?? current.tagName);
    throw err;
  }
  await barsChanged(bars, current.barId, input.barId);
  return (await findRobot(db, id))!;
}

export async function getRobot(db: Db, id: string): Promise<RobotView> {
  const robot = await findRobot(db, id);
  if (!robot) throw notFound('Robot');
  return robot;
}
