export * from './home-markets.js';
export * from './home-queries.js';
export * from './paging.js';
export * from './race-card.js';
export * from './soccer-card.js';
export * from './sport-tabs.js';
export * from './list-queries.js';
