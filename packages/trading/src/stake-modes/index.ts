export * from './stake-conversion.js';
export * from './stake-mode.js';
