import { commandRequest, type CommandTarget } from './command-request';

/** POST /api/ubar/bars/generalStart */
export const generalStart = (target: CommandTarget) => commandRequest('/ubar/bars/generalStart', 'POST', target);
