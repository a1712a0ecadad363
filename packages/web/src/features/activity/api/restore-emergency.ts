import { commandRequest, type CommandTarget } from './command-request';

/** POST /api/ubar/bars/restoreEmergency */
export const restoreEmergency = (target: CommandTarget) => commandRequest('/ubar/bars/restoreEmergency', 'POST', target);
