import { NO_MOVABLE_CONVEYORS_MESSAGE, conveyorCount, conveyorNumberProblem, hasMovableConveyors } from '@bar/domain';
import type { Db } from '../db/connection.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { findBarConveyorSetup } from './repository.js';

/**
 * Checks a conveyor move or unlock before anything is stored or sent: 409 on a bar without movable
 * conveyors (only ms1 has them), 400 when `value` of `field` names a conveyor the bar does not have.
 */
export async function assertConveyorOfBar(db: Db, barId: string, field: 'number' | 'deliveryPosition', value: number): Promise<void> {
  const bar = await findBarConveyorSetup(db, barId);
  if (!bar) throw notFound('Bar');
  if (!hasMovableConveyors(bar.version)) throw conflict(NO_MOVABLE_CONVEYORS_MESSAGE, 'NO_MOVABLE_CONVEYORS');
  const problem = conveyorNumberProblem(field, value, conveyorCount(bar.version, bar.robotCount));
  if (problem) throw badRequest(problem, [{ path: field, message: problem }]);
}
