// The product's tables (issue 5 §4). Each table lives in its own module under tables/.
export * from './tables/email-confirmation-codes.js';
export * from './tables/email-outbox.js';
export * from './tables/error-reports.js';
export * from './tables/subscriptions.js';
export * from './tables/users.js';
