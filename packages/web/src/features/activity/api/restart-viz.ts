import { commandRequest, type CommandTarget } from './command-request';

/** POST /api/ubender/zoidberg/restartViz */
export const restartViz = (target: CommandTarget) => commandRequest('/ubender/zoidberg/restartViz', 'POST', target);
