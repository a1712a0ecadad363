import { commandRequest, type CommandTarget } from './command-request';

export type RobotAction = 'start' | 'stop' | 'abort';

/** PUT /api/uBar/robots/{id}/start | stop | abort */
export const robotAction = (target: CommandTarget, robotId: string, action: RobotAction) =>
  commandRequest(`/uBar/robots/${encodeURIComponent(robotId)}/${action}`, 'PUT', target);
