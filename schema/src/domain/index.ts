export * from './domain-data.js';
export * from './domain-lists.js';
