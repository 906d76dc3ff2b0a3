export * from './money-weight-settings.js';
export * from './weight-of-money.js';
