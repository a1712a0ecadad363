import type { RoboticMode } from '@bar/domain';
import { commandRequest, type CommandTarget } from './command-request';

/** PATCH /api/ubar/bars/{barId}/roboticSettings with exactly one mode flag. */
export const setRoboticMode = (target: CommandTarget, mode: RoboticMode, value: boolean) =>
  commandRequest(`/ubar/bars/${encodeURIComponent(target.barId)}/roboticSettings`, 'PATCH', target, { [mode]: value });
