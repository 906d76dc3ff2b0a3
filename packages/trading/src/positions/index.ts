export * from './runner-key.js';
export * from './position-types.js';
export * from '../money/exact-units.js';
export * from './runner-position.js';
export * from './market-position.js';
export * from './with-matched-bet.js';
