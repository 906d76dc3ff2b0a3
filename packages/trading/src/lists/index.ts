export * from './home-queries.js';
export * from './list-queries.js';
