export * from './consumption.js';
export * from './opening-hours.js';
export * from './run-out.js';
export * from './restock.js';
export * from './substitutes.js';
export * from './bar-forecast.js';
export * from './schemas.js';
