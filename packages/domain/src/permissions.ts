import { isAtLeast, type EffectiveRole } from './roles.js';

/**
 * The permission table (ARCHITECTURE §3): each capability and the lowest role allowed to use it.
 * Both the server guard and the UI read it; a route must name one of these.
 */
export const PERMISSIONS = {
  /** Any signed-in user, whatever their roles (whoami, selectable bars). */
  signedIn: 'GUEST',
  /** Activity, dashboard, queue, production, app orders, menu, ingredients, dispensers. */
  viewBar: 'BARMAN',
  /** Queue actions, ordering a drink, acknowledging errors. */
  operateQueue: 'BARMAN',
  /** Robot and bar controls: start/stop/abort, emergency, fences, cups, conveyors, modes, open, viz. */
  controlBar: 'MAINT',
  /** Editing dispensers and manual valve/ice commands. */
  editDispensers: 'MAINT',
  /** Menu, bar ingredients, vouchers, refunds, exports, MyBar info. */
  manageBar: 'ADMIN',
  /** The selected bar's audit timeline: who did what, when, and what was refused. */
  viewAudit: 'ADMIN',
  /** Robotic settings (timings, cups). */
  editRoboticSettings: 'MSMAINT',
  /** Payment and security settings, integration tokens, bar controller tokens. */
  editSecuritySettings: 'MSADMIN',
  /** Users, bars list/create, robots, global catalogue, hidden/blocked/drink-builder flags, the audit log of every bar. */
  administer: 'SUPERADMIN',
} as const satisfies Record<string, EffectiveRole>;

export type Permission = keyof typeof PERMISSIONS;

/** Whether a user acting with `role` has `permission`. */
export function can(role: EffectiveRole, permission: Permission): boolean {
  return isAtLeast(role, PERMISSIONS[permission]);
}
