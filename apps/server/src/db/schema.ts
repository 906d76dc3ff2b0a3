// The product's tables (issue 5 §4). Each table lives in its own module under tables/.
export * from './tables/email-confirmation-codes.js';
export * from './tables/email-outbox.js';
export * from './tables/error-reports.js';
export * from './tables/exchange-accounts.js';
export * from './tables/exchange-cleared-orders.js';
export * from './tables/exchange-grants.js';
export * from './tables/exchange-open-bets.js';
export * from './tables/exchange-sequence.js';
export * from './tables/exchange-sessions.js';
export * from './tables/subscriptions.js';
export * from './tables/users.js';
