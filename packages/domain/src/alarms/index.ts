export * from './kinds.js';
export * from './conditions.js';
export * from './schemas.js';
