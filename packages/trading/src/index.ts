// @greenbook/trading: every rule of the specification that is not UI. See README.md for the map
// from each module to the spec section it implements.
export * from './money/decimal.js';
export * from './money/exact-units.js';
export * from './money/side.js';
export * from './ladder/index.js';
export * from './stakes/index.js';
export * from './profit-ratio/index.js';
export * from './stake-modes/index.js';
export * from './positions/index.js';
export * from './closing/index.js';
export * from './auto-bets/index.js';
export * from './orders/index.js';
export * from './money-weight/index.js';
export * from './format/index.js';
export * from './labels/index.js';
export * from './lists/index.js';
export * from './layout/index.js';
export * from './constants/index.js';
export * from './settings/index.js';
export * from './premium/index.js';
export * from './widgets/index.js';
