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

/** The thing a route acts on: "Global Bottle" for the catalogue, "Bottle Position" for a dispenser. */
function thingOf(module: string | undefined, collection: string | undefined): string {
  if (!collection) return words(module ?? '');
  const thing = Object.hasOwn(SINGULAR, collection) ? SINGULAR[collection] : words(collection);
  if (module === 'uging') return `Global ${thing}`;
  if (module === 'udispenser') return `${thing} Position`;
  return thing;
}

/**
 * The name of an audited call: a named call, else "Create / Edit / Delete / View" and the thing for
 * a collection or one of its items, else the last path word ("generalStart" → "General Start").
 * Never empty: an unknown route still reads as words.
 */
export function auditActionLabel(method: string, route: string): string {
  const verbKey = method.toUpperCase();
  const key = auditActionKey(verbKey, route);
  if (Object.hasOwn(NAMED, key)) return NAMED[key];
  const segments = route.replace(/^\/?api\//, '').split('/').filter(Boolean);
  const [module, collection] = segments;
  const last = segments.at(-1) ?? '';
  const verb = VERB[verbKey] ?? words(verbKey.toLowerCase());
  if (last === 'create') return `Create ${thingOf(module, collection)}`;
  if (last.startsWith(':')) return `${verb} ${thingOf(module, collection)}`;
  if (segments.length <= 2) return verbKey === 'GET' ? `View ${words(collection ?? module ?? route)}` : `${verb} ${thingOf(module, collection)}`;
  return verbKey === 'GET' ? `View ${words(last)}` : words(last);
}
