/**
 * Human names of the calls the audit log records (ARCHITECTURE §10): the log keeps the method and
 * the route pattern; the console shows "General Start" rather than "POST /api/ubar/bars/generalStart".
 */

/** One action of the audit log: the method and the route pattern, e.g. "POST /api/ubar/bars/generalStart". */
export function auditActionKey(method: string, route: string): string {
  return `${method.toUpperCase()} ${route}`;
}

// Calls whose name the path alone does not tell.
const NAMED: Record<string, string> = {
  'POST /api/auth/login': 'Sign In',
  'POST /api/auth/whoami': 'Who Am I',
  'POST /api/auth/bar-jwt/:id': 'Bar Controller Token',
  'PATCH /api/ubar/bars/:id/updateFromBarManager': 'Open / Close Bar or Viz Theme',
  'PUT /api/ubar/robots/:id/start': 'Robot Start',
  'PUT /api/ubar/robots/:id/stop': 'Robot Stop',
  'PUT /api/ubar/robots/:id/abort': 'Robot Abort',
  'PUT /api/ubar/robots/:id/toggleMaintenance': 'Robot Maintenance',
  'PUT /api/ubar/robots/:id/enable': 'Robot Enable',
  'POST /api/uorder/drink/:id/remake': 'Remake Drink',
  'PATCH /api/uorder/drink/:id': 'Drink Priority / Error Acknowledged',
  'DELETE /api/uorder/drink/:id': 'Delete Drink',
  'DELETE /api/uorder/apporders/:id/refund': 'Refund App Order',
  'PATCH /api/udrink/categories/sorting': 'Sort Menu Categories',
  'PATCH /api/udrink/recipes/sorting': 'Sort Recipes',
  'POST /api/shift4/getAccessToken': 'Shift4 Access Token',
  'POST /api/satispay/satispayKeyId': 'Satispay Key Id',
  'POST /api/udispenser/valv/:id/manualCommand': 'Valve Manual Command',
  'POST /api/udispenser/ice/:id/manualCommand': 'Ice Manual Command',
  'POST /api/uexport/export-request/create': 'Request Export',
  'POST /api/ubender/zoidberg/restartViz': 'Restart Viz',
  'GET /api/alarms': 'Alarm Inbox',
  'GET /api/analytics/sales': 'Sales Analytics',
  'GET /api/analytics/sales/all': 'Sales Analytics, All Bars',
  'GET /api/fleet': 'Fleet Overview',
  'GET /api/alarms/counts': 'Open Alarm Counts',
  'GET /api/alarms/assignees': 'Alarm Assignees',
  'POST /api/alarms/:id/acknowledge': 'Acknowledge Alarm',
  'PUT /api/alarms/:id/assignee': 'Assign Alarm',
  'PUT /api/alarms/:id/notes': 'Alarm Notes',
  'POST /api/alarms/:id/clear': 'Clear Alarm',
  'GET /api/webhooks': 'Webhooks',
  'GET /api/webhooks/deliveries': 'Webhook Deliveries',
  'POST /api/webhooks': 'Add Webhook',
  'PATCH /api/webhooks/:id': 'Edit Webhook',
  'DELETE /api/webhooks/:id': 'Delete Webhook',
  'POST /api/webhooks/:id/secret': 'New Webhook Secret',
  'POST /api/webhooks/:id/test': 'Webhook Test Event',
  'GET /api/forecast/bar': 'Run-out Forecast',
  'GET /api/forecast/restock': 'Restock List',
  'GET /api/forecast/restock/csv': 'Restock List CSV',
  'GET /api/forecast/restock/all': 'Restock Run',
  'GET /api/forecast/restock/all/csv': 'Restock Run CSV',
  // written by the server itself when it settles a refund a crash interrupted
  'SYSTEM system/refund-settlement/refunded': 'Refund Settled: Refunded',
  'SYSTEM system/refund-settlement/paid': 'Refund Settled: Still Paid',
};

// The thing a collection holds, where its name is not simply the plural.
const SINGULAR: Record<string, string> = {
  bars: 'Bar',
  robots: 'Robot',
  members: 'User',
  bottles: 'Bottle',
  beverages: 'Beverage',
  flavours: 'Flavour',
  garnishes: 'Garnish',
  granulars: 'Granular',
  leaves: 'Leaves',
  coffee: 'Coffee',
  'coffee-type': 'Coffee Type',
  solubles: 'Soluble',
  milk: 'Milk',
  categories: 'Menu Category',
  recipes: 'Recipe',
  voucher: 'Voucher',
  valv: 'Valve',
  ice: 'Ice',
  drink: 'Drink',
  apporders: 'App Order',
};

const VERB: Record<string, string> = { GET: 'View', POST: 'Create', PUT: 'Edit', PATCH: 'Edit', DELETE: 'Delete' };

/** "generalStart", "coffee-type" → "General Start", "Coffee Type". */
function words(segment: string): string {
  return segment
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}

/** Where a thing lives: the global catalogue, a dispenser position, or the bar itself. */
export type AuditThingScope = 'global' | 'position' | null;

/**
 * An audited call's name in parts, so that a console can say it in its language:
 * a named call ('Sign In'), a verb on a thing ('Edit' + 'Bottle' in the catalogue), a view of a
 * list or page ('View' + 'Members'), or a command read from its path ('General Start').
 */
export type AuditActionParts =
  | { kind: 'named'; name: string }
  | { kind: 'act'; verb: string; thing: string; scope: AuditThingScope }
  | { kind: 'view'; subject: string }
  | { kind: 'call'; name: string };

function thingOf(module: string | undefined, collection: string | undefined): { thing: string; scope: AuditThingScope } {
  if (!collection) return { thing: words(module ?? ''), scope: null };
  const thing = Object.hasOwn(SINGULAR, collection) ? SINGULAR[collection] : words(collection);
  return { thing, scope: module === 'uging' ? 'global' : module === 'udispenser' ? 'position' : null };
}

/**
 * The parts of an audited call's name: a named call, else "Create / Edit / Delete / View" and the
 * thing for a collection or one of its items, else the last path word ("generalStart" → "General
 * Start"). An unknown route still reads as words.
 */
export function auditActionParts(method: string, route: string): AuditActionParts {
  const verbKey = method.toUpperCase();
  const key = auditActionKey(verbKey, route);
  if (Object.hasOwn(NAMED, key)) return { kind: 'named', name: NAMED[key] };
  const segments = route
    .replace(/^\/?api\//, '')
    .split('/')
    .filter(Boolean);
  const [module, collection] = segments;
  const last = segments.at(-1) ?? '';
  const verb = VERB[verbKey] ?? words(verbKey.toLowerCase());
  if (last === 'create') return { kind: 'act', verb: 'Create', ...thingOf(module, collection) };
  if (last.startsWith(':')) return { kind: 'act', verb, ...thingOf(module, collection) };
  if (segments.length <= 2)
    return verbKey === 'GET' ? { kind: 'view', subject: words(collection ?? module ?? route) } : { kind: 'act', verb, ...thingOf(module, collection) };
  return verbKey === 'GET' ? { kind: 'view', subject: words(last) } : { kind: 'call', name: words(last) };
}

/** A thing with its scope, in English: "Global Bottle", "Bottle Position", "Bottle". */
export function scopedThing(thing: string, scope: AuditThingScope): string {
  if (scope === 'global') return `Global ${thing}`;
  if (scope === 'position') return `${thing} Position`;
  return thing;
}

/** The English name of an audited call, never empty. */
export function auditActionLabel(method: string, route: string): string {
  const parts = auditActionParts(method, route);
  switch (parts.kind) {
    case 'named':
    case 'call':
      return parts.name;
    case 'view':
      return `View ${parts.subject}`;
    case 'act':
      return `${parts.verb} ${scopedThing(parts.thing, parts.scope)}`;
  }
}
