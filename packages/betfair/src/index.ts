// @greenbook/betfair: Betfair wire types (betfair-protocol §1–§6); the client arrives later.
export * from './api-ng/enums.js';
export * from './api-ng/errors.js';
export * from './api-ng/betting-types.js';
export * from './api-ng/market-types.js';
export * from './api-ng/order-types.js';
export * from './api-ng/instruction-types.js';
export * from './api-ng/account-types.js';
export * from './api-ng/operations.js';
export * from './identity/types.js';
export * from './stream/enums.js';
export * from './stream/market-change.js';
export * from './stream/order-change.js';
export * from './stream/messages.js';
