export * from './cancel-reasons.js';
export * from './domain-data.js';
export * from './domain-lists.js';
