export * from './price-ladder.js';
export * from './ticks.js';
