export * from './export-request.js';
export * from './cell-safety.js';
