export * from './money/decimal.js';
export * from './ladder/index.js';
