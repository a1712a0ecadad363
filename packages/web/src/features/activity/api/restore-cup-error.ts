import { commandRequest, type CommandTarget } from './command-request';

/** POST /api/ubar/bars/restoreCupError */
export const restoreCupError = (target: CommandTarget) => commandRequest('/ubar/bars/restoreCupError', 'POST', target);
