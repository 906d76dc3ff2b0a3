// Betfair's enums as the simulator uses them (betfair-protocol §2.9). Money inside the engine is
// integer GBP pence ("cents"); prices are tick indices on the market's ladder.

export type Side = 'BACK' | 'LAY';
export type OrderType = 'LIMIT' | 'LIMIT_ON_CLOSE' | 'MARKET_ON_CLOSE';
export type PersistenceType = 'LAPSE' | 'PERSIST' | 'MARKET_ON_CLOSE';
export type OrderStatus = 'PENDING' | 'EXECUTABLE' | 'EXECUTION_COMPLETE' | 'EXPIRED';
export type MarketStatus = 'INACTIVE' | 'OPEN' | 'SUSPENDED' | 'CLOSED';
export type RunnerStatus = 'ACTIVE' | 'WINNER' | 'LOSER' | 'PLACED' | 'REMOVED_VACANT' | 'REMOVED' | 'HIDDEN';

/** betfair-protocol §5.8 lsrc: why an unmatched order lapsed. */
export type LapseReason =
  | 'MKT_SUSPENDED'
  | 'MKT_VERSION'
  | 'MKT_INVALID'
  | 'RNR_UNKNOWN'
  | 'TIME_ELAPSED'
  | 'SP_IN_PLAY'
  | 'PRICE_IMP_TOO_LARGE';

export const oppositeSide = (side: Side): Side => (side === 'BACK' ? 'LAY' : 'BACK');
