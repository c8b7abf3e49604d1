export * from './br-code.js';
export * from './card.js';
export * from './installments.js';
export * from './money.js';
export * from './sandbox-cards.js';
