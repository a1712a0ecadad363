export * from './summary.js';
export * from './ordering.js';
