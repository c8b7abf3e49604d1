export * from './br-code-build.js';
// The format's TLV helpers and shared limits stay inside the BR Code files: only PIX_NO_TXID is the package's.
export { PIX_NO_TXID } from './br-code-format.js';
export * from './br-code-parse.js';
export * from './card.js';
export * from './installments.js';
export * from './money.js';
export * from './sandbox-cards.js';
