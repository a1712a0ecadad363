export * from './kinds.js';
export * from './fields.js';
export * from './schemas.js';
export * from './rules.js';
