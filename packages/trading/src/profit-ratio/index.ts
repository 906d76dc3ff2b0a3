export * from './profit-ratio.js';
export * from './profit-ratio-warning.js';
export * from './stake-adjustment.js';
