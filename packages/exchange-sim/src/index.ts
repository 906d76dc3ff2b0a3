export * from './core/accounts.js';
export * from './core/amend-orders.js';
export * from './core/api-error.js';
export * from './core/clock.js';
export * from './core/currency.js';
export * from './core/exchange.js';
export * from './core/instructions.js';
export * from './core/market.js';
export * from './core/market-ops.js';
export type { SimOrder, Fill } from './core/order.js';
export type { MarketPosition } from './core/positions.js';
export * from './core/place-orders.js';
export * from './core/replace-orders.js';
export * from './core/reports.js';
export * from './core/settlement.js';
export * from './core/starting-price.js';
export * from './core/types.js';
export * from './simulator.js';
export * from './http/plugin.js';
export {
  answerWidgets,
  WIDGETS_OPERATIONS,
  WIDGETS_REST_PATH,
  type WidgetsOperation,
} from './api-ng/widgets/widgets-service.js';
export * from './durable/exchange-memory.js';
export * from './durable/durable-exchange.js';
export type { Session, SessionKind } from './identity/session-store.js';
export type { StoredGrant, GrantKind } from './identity/vendor-grants.js';
export type { ClearedOrder, BetStatus } from './core/cleared-orders.js';
export * from './stream/index.js';
export * from './world/market-world.js';
export { MAX_LIVE_DENSITY } from './world/world-generator.js';
export * from './world/demo-accounts.js';
export {
  loadHistoricalMarket,
  replayHistoricalFile,
  type HistoricalReplayService,
  type LoadedHistoricalMarket,
} from './replay/historical-replay.js';
export { parseHistoricalBytes, type HistoricalFile } from './replay/historical-file.js';
export { HistoricalFileError } from './replay/historical-checks.js';
export { vendorClientId } from './identity/app-keys.js';
