import type { ConveyorPosition } from '@bar/domain';
import { commandRequest, type CommandTarget } from './command-request';

export interface ConveyorMove {
  /** 1-based conveyor number across the bar (robot 1: 1–3, robot 2: 4–6). */
  number: number;
  position: ConveyorPosition;
}

/** POST /api/ubar/bars/moveConveyor (barId, number, position back/front) */
export const moveConveyor = (target: CommandTarget, move: ConveyorMove) => commandRequest('/ubar/bars/moveConveyor', 'POST', target, move);
