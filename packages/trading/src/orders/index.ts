export * from './bet-animation.js';
export * from './keep-in-play.js';
export * from './order-machine.js';
export * from '../money/side.js';
export * from './order-status.js';
export * from './bet-delay.js';
export * from './slippage.js';
