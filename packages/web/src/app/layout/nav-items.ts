import { can, type EffectiveRole, type Permission } from '@bar/domain';
import { paths } from '../../lib/paths';

export type NavIcon =
  | 'users'
  | 'bars'
  | 'robots'
  | 'globalIngredients'
  | 'myBar'
  | 'vouchers'
  | 'appOrders'
  | 'activity'
  | 'drinkQueue'
  | 'production'
  | 'ingredients'
  | 'positions'
  | 'menu'
  | 'exports'
  | 'analytics'
  | 'audit'
  | 'alarms'
  | 'fleet'
  | 'restock';

export interface NavItem {
  label: string;
  href: string;
  icon: NavIcon;
  /** Paths starting with this (or equal to it) mark the item as current. */
  section: string;
}

export interface NavGroup {
  id: 'operations' | 'bar' | 'fleet' | 'alarms';
  /** Empty for a group of its own without a heading (Fleet, Alarms). */
  title: string;
  items: NavItem[];
}

interface NavBar {
  name: string;
  paymentSettings?: Record<string, unknown> | null;
}

interface Entry extends NavItem {
  permission: Permission;
  when?: (bar: NavBar) => boolean;
}

const operations: Entry[] = [
  { label: 'Users', href: paths.users.href(), icon: 'users', section: '/user-management', permission: 'administer' },
  { label: 'Bars', href: paths.bars.href(), icon: 'bars', section: '/bars', permission: 'administer' },
  { label: 'Robots', href: paths.robots.href(), icon: 'robots', section: '/robots', permission: 'administer' },
  {
    label: 'Global Ingredients',
    href: paths.globalIngredients.href('bottles'),
    icon: 'globalIngredients',
    section: '/global-ingredients',
    permission: 'administer',
  },
];

const barEntries: Entry[] = [
  { label: 'MyBar', href: paths.myBar.href(), icon: 'myBar', section: '/mybar', permission: 'manageBar' },
  {
    label: 'Vouchers',
    href: paths.vouchers.href(),
    icon: 'vouchers',
    section: '/vouchers',
    permission: 'manageBar',
    when: (bar) => bar.paymentSettings?.voucherEnabled === true,
  },
  { label: 'App Orders', href: paths.appOrders.href(), icon: 'appOrders', section: '/app-orders', permission: 'viewBar' },
  { label: 'Activity', href: paths.activity.href(), icon: 'activity', section: '/', permission: 'viewBar' },
  { label: 'Drink Queue', href: paths.drinkQueue.href(), icon: 'drinkQueue', section: '/drink-queue', permission: 'viewBar' },
  { label: 'Production', href: paths.production.href('delivered'), icon: 'production', section: '/production', permission: 'viewBar' },
  { label: 'Ingredients', href: paths.ingredients.href('bottles'), icon: 'ingredients', section: '/ingredients', permission: 'viewBar' },
  { label: 'Positions', href: paths.dispensers.href('bottles'), icon: 'positions', section: '/dispensers', permission: 'viewBar' },
  { label: 'Menu', href: paths.drinkCategories.href(), icon: 'menu', section: '/drinks', permission: 'viewBar' },
  { label: 'Restock', href: paths.restock.href(), icon: 'restock', section: '/restock', permission: 'viewBar' },
  { label: 'Exports', href: paths.exportRequests.href(), icon: 'exports', section: '/export-requests', permission: 'manageBar' },
  { label: 'Analytics', href: paths.analytics.href(), icon: 'analytics', section: '/analytics', permission: 'manageBar' },
  { label: 'Audit', href: paths.audit.href(), icon: 'audit', section: '/audit', permission: 'viewAudit' },
];

function toItem({ permission: _permission, when: _when, ...item }: Entry): NavItem {
  return item;
}

/**
 * The sidebar of SPEC §2 for a role: 'Operations' for SUPERADMIN; the bar group once a bar is
 * selected, without the items the role cannot use and Vouchers only where enabled; the fleet
 * overview for a user holding several bars (`fleet`); then Alarms.
 */
export function buildNavGroups(role: EffectiveRole, bar: NavBar | null, { fleet = false }: { fleet?: boolean } = {}): NavGroup[] {
  const groups: NavGroup[] = [];
  const ops = operations.filter((entry) => can(role, entry.permission));
  if (ops.length) groups.push({ id: 'operations', title: 'Operations', items: ops.map(toItem) });
  if (bar) {
    const items = barEntries.filter((entry) => can(role, entry.permission) && (entry.when?.(bar) ?? true));
    if (items.length) groups.push({ id: 'bar', title: bar.name, items: items.map(toItem) });
  }
  if (fleet) groups.push({ id: 'fleet', title: '', items: [{ label: 'Fleet', href: paths.fleet.href(), icon: 'fleet', section: '/fleet' }] });
  // every signed-in user has an alarm inbox (their bars' alarms; none for a user without roles)
  groups.push({ id: 'alarms', title: '', items: [{ label: 'Alarms', href: paths.alarms.href(), icon: 'alarms', section: '/alarms' }] });
  return groups;
}

/** Whether `pathname` belongs to the item's section ('/' only matches itself). */
export function isCurrentSection(item: NavItem, pathname: string): boolean {
  if (item.section === '/') return pathname === '/';
  return pathname === item.section || pathname.startsWith(`${item.section}/`);
}
