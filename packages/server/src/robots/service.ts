import type { RobotCreateInput, RobotUpdateInput, RobotView } from '@bar/domain';
import type { Db } from '../db/connection.js';
import { barExists } from '../bars/repository.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { findRobot, insertRobot, tagNameTaken, updateRobot } from './repository.js';

const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === '23505' || (err as { cause?: { code?: string } })?.cause?.code === '23505';
const taken = (tagName: string) => conflict(`A robot named "${tagName}" already exists.`);

async function checkBar(db: Db, barId: string | null | undefined) {
  if (barId && !(await barExists(db, barId))) throw badRequest('The chosen bar does not exist.', [{ path: 'barId', message: 'Unknown bar' }]);
}

export async function createRobot(db: Db, input: RobotCreateInput): Promise<RobotView> {
  await checkBar(db, input.barId);
  if (await tagNameTaken(db, input.tagName)) throw taken(input.tagName);
  let id: string;
  try {
    id = await insertRobot(db, input);
  } catch (err) {
    if (isUniqueViolation(err)) throw taken(input.tagName);
    throw err;
  }
  return (await findRobot(db, id))!;
}

export async function editRobot(db: Db, id: string, input: RobotUpdateInput): Promise<RobotView> {
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
  return (await findRobot(db, id))!;
}

export async function getRobot(db: Db, id: string): Promise<RobotView> {
  const robot = await findRobot(db, id);
  if (!robot) throw notFound('Robot');
  return robot;
}
