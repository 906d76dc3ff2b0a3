export * from './auto-bet.js';
export * from './auto-bet-messages.js';
export * from './auto-bet-odds.js';
export * from './auto-bet-plan.js';
export * from './auto-bet-schedule.js';
export * from './auto-bet-triggers.js';
export * from './auto-options.js';
export * from './auto-bet-storage.js';
