export * from './api-ng-error.js';
export * from './batching.js';
export * from './betfair-api.js';
export * from './error-messages.js';
export * from './order-service.js';
export * from './rate-limiter.js';
export * from './transport.js';
export * from './heartbeat-client.js';
