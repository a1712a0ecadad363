import type { ClosedWhileOffline, VIZ_THEMES } from '@bar/domain';
import { commandRequest, type BarCommand, type CommandTarget } from './command-request';

export type VizTheme = (typeof VIZ_THEMES)[number];

const path = (barId: string) => `/ubar/bars/${encodeURIComponent(barId)}/updateFromBarManager`;

/**
 * PATCH /api/ubar/bars/{id}/updateFromBarManager with { open }: opens or closes the bar. An offline
 * bar is closed at once (202 with `openPending`) and told when it reconnects; opening it is a 409.
 */
export const setBarOpen = (target: CommandTarget, open: boolean): Promise<BarCommand | ClosedWhileOffline> =>
  commandRequest(path(target.barId), 'PATCH', target, { open });

/** PATCH /api/ubar/bars/{id}/updateFromBarManager with { theme }: the viz theme. */
export const setVizTheme = (target: CommandTarget, theme: VizTheme) => commandRequest(path(target.barId), 'PATCH', target, { theme });
