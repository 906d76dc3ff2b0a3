export * from './licence-status.js';
