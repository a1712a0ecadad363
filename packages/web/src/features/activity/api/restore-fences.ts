import { commandRequest, type CommandTarget } from './command-request';

/** POST /api/ubar/bars/restoreFences */
export const restoreFences = (target: CommandTarget) => commandRequest('/ubar/bars/restoreFences', 'POST', target);
