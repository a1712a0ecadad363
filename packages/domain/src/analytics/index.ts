export * from './period.js';
export * from './figures.js';
