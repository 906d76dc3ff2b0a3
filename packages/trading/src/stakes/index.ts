export * from './currencies.js';
export * from './small-stake.js';
export * from './stake-buttons.js';
export * from './stake-input.js';
export * from '../money/side.js';
export * from './stake-validation.js';
