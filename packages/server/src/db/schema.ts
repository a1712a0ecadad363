// Every table, for drizzle-kit and for queries; each area's tables live in tables/.
export * from './tables/core.js';
export * from './tables/orders.js';
export * from './tables/ingredients.js';
export * from './tables/exports.js';
export * from './tables/dispensers.js';
export * from './tables/menu.js';
export * from './tables/audit.js';
export * from './tables/alarms.js';
export * from './tables/webhooks.js';
export * from './tables/analytics.js';
