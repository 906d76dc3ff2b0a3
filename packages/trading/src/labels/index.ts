export * from './live-sport-label.js';
export * from './market-overlay.js';
export * from './market-status-label.js';
export * from './one-x-two.js';
export * from './team-names.js';
export * from './sport-names.js';
