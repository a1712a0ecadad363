import type { CommandHandlers } from './context.js';
import { OK } from './context.js';

/** Opening the bar, its screen theme and the live modes (dance, ghost, maintenance, …). */
export const barSettingsCommands = {
  restartViz: () => OK,
  setTheme: (bar, args) => {
    bar.theme = args.theme;
    return OK;
  },
  setOpen: (bar, args) => {
    bar.open = args.open;
    return OK;
  },
  setMode: (bar, args) => {
    bar.flags[args.mode] = args.value;
    return OK;
  },
} satisfies Partial<CommandHandlers>;
