// Betfair's enums as the simulator uses them (betfair-protocol §2.9), and the other plain types
// the engine's layers share (settlement results), so that the modules using them need not import
// each other. Money inside the engine is integer cents of each account's currency; prices are
// tick indices on the market's ladder.

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

/** How a runner's bets settle: WINNER/LOSER (or PLACED for place terms), VOID returns stakes. */
export type RunnerResult = 'WINNER' | 'LOSER' | 'PLACED' | 'VOID';

/** Result per runner key (`selectionId_handicap`); LINE markets settle against `lineOutcome`. */
export interface SettlementInput {
  readonly results?: ReadonlyMap<string, RunnerResult>;
  readonly lineOutcome?: number;
}

export const oppositeSide = (side: Side): Side => (side === 'BACK' ? 'LAY' : 'BACK');
