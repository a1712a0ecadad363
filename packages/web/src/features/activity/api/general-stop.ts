import { commandRequest, type CommandTarget } from './command-request';

/** POST /api/ubar/bars/generalStop (the General Stop button; not a SPEC §7 call). */
export const generalStop = (target: CommandTarget) => commandRequest('/ubar/bars/generalStop', 'POST', target);
