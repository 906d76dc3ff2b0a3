export * from './home-queries.js';
