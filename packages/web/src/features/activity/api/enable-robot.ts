import { commandRequest, type CommandTarget } from './command-request';

/** PUT /api/uBar/robots/{id}/enable with { enabled, barId } (the robot enable toggle, ms1). */
export const enableRobot = (target: CommandTarget, robotId: string, enabled: boolean) =>
  commandRequest(`/uBar/robots/${encodeURIComponent(robotId)}/enable`, 'PUT', target, { enabled });
