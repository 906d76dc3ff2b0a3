// API-NG enumerations (betfair-protocol §2.9 unless noted). Each enum is a readonly array, used to
// validate incoming requests at run time, plus the union type of its members.

/** True when `value` is one of `members`; narrows an unknown wire value to the enum's union. */
export function isEnumMember<T extends string>(members: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (members as readonly string[]).includes(value);
}

/** §2.9 MarketStatus (CLOSED = settled). */
export const MARKET_STATUSES = ['INACTIVE', 'OPEN', 'SUSPENDED', 'CLOSED'] as const;
export type MarketStatus = (typeof MARKET_STATUSES)[number];

/** §2.9 RunnerStatus (HIDDEN: docs and stream only). */
export const RUNNER_STATUSES = [
  'ACTIVE',
  'WINNER',
  'LOSER',
  'PLACED',
  'REMOVED_VACANT',
  'REMOVED',
  'HIDDEN',
] as const;
export type RunnerStatus = (typeof RUNNER_STATUSES)[number];

/** §2.9 OrderStatus. */
export const ORDER_STATUSES = ['PENDING', 'EXECUTION_COMPLETE', 'EXECUTABLE', 'EXPIRED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** §2.9 OrderType. */
export const ORDER_TYPES = ['LIMIT', 'LIMIT_ON_CLOSE', 'MARKET_ON_CLOSE'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** §2.9 Side (on LINE markets BACK = sell the line, LAY = buy, §2.10). */
export const SIDES = ['BACK', 'LAY'] as const;
export type Side = (typeof SIDES)[number];

/** §2.9 PersistenceType. */
export const PERSISTENCE_TYPES = ['LAPSE', 'PERSIST', 'MARKET_ON_CLOSE'] as const;
export type PersistenceType = (typeof PERSISTENCE_TYPES)[number];

/** §2.9 TimeInForce. */
export const TIME_IN_FORCES = ['FILL_OR_KILL'] as const;
export type TimeInForce = (typeof TIME_IN_FORCES)[number];

/** §2.9 BetTargetType. */
export const BET_TARGET_TYPES = ['PAYOUT', 'BACKERS_PROFIT'] as const;
export type BetTargetType = (typeof BET_TARGET_TYPES)[number];

/** §2.9 MarketBettingType (RANGE and FIXED_ODDS deprecated). */
export const MARKET_BETTING_TYPES = [
  'ODDS',
  'LINE',
  'RANGE',
  'ASIAN_HANDICAP_DOUBLE_LINE',
  'ASIAN_HANDICAP_SINGLE_LINE',
  'FIXED_ODDS',
] as const;
export type MarketBettingType = (typeof MARKET_BETTING_TYPES)[number];

/** §2.9 PriceLadderType (§7 describes each ladder). */
export const PRICE_LADDER_TYPES = ['CLASSIC', 'FINEST', 'LINE_RANGE'] as const;
export type PriceLadderType = (typeof PRICE_LADDER_TYPES)[number];

/** §2.9 BetDelayModel. */
export const BET_DELAY_MODELS = ['PASSIVE', 'DYNAMIC'] as const;
export type BetDelayModel = (typeof BET_DELAY_MODELS)[number];

/** §2.4 OrderProjection. */
export const ORDER_PROJECTIONS = ['ALL', 'EXECUTABLE', 'EXECUTION_COMPLETE'] as const;
export type OrderProjection = (typeof ORDER_PROJECTIONS)[number];

/** §2.4 MatchProjection. */
export const MATCH_PROJECTIONS = ['NO_ROLLUP', 'ROLLED_UP_BY_PRICE', 'ROLLED_UP_BY_AVG_PRICE'] as const;
export type MatchProjection = (typeof MATCH_PROJECTIONS)[number];

/** §2.3 MarketProjection (RUNNER_METADATA implies RUNNER_DESCRIPTION). */
export const MARKET_PROJECTIONS = [
  'COMPETITION',
  'EVENT',
  'EVENT_TYPE',
  'MARKET_START_TIME',
  'MARKET_DESCRIPTION',
  'RUNNER_DESCRIPTION',
  'RUNNER_METADATA',
] as const;
export type MarketProjection = (typeof MARKET_PROJECTIONS)[number];

/** §2.4 PriceData (EX_ALL_OFFERS wins over EX_BEST_OFFERS). */
export const PRICE_DATA = [
  'SP_AVAILABLE',
  'SP_TRADED',
  'EX_BEST_OFFERS',
  'EX_ALL_OFFERS',
  'EX_TRADED',
] as const;
export type PriceData = (typeof PRICE_DATA)[number];

/** §2.3 MarketSort (the server's default order "RANK" is not a value a client can send). */
export const MARKET_SORTS = [
  'MINIMUM_TRADED',
  'MAXIMUM_TRADED',
  'MINIMUM_AVAILABLE',
  'MAXIMUM_AVAILABLE',
  'FIRST_TO_START',
  'LAST_TO_START',
] as const;
export type MarketSort = (typeof MARKET_SORTS)[number];

/** §2.5 OrderBy (BY_BET is the deprecated default). */
export const ORDER_BYS = [
  'BY_BET',
  'BY_MARKET',
  'BY_PLACE_TIME',
  'BY_MATCH_TIME',
  'BY_VOID_TIME',
  'BY_SETTLED_TIME',
] as const;
export type OrderBy = (typeof ORDER_BYS)[number];

/** §2.5 SortDir. */
export const SORT_DIRS = ['EARLIEST_TO_LATEST', 'LATEST_TO_EARLIEST'] as const;
export type SortDir = (typeof SORT_DIRS)[number];

/** §2.6 GroupBy (only with betStatus SETTLED). */
export const GROUP_BYS = ['EVENT_TYPE', 'EVENT', 'MARKET', 'RUNNER', 'SIDE', 'BET', 'STRATEGY'] as const;
export type GroupBy = (typeof GROUP_BYS)[number];

/** §2.6 BetStatus. */
export const BET_STATUSES = ['SETTLED', 'VOIDED', 'LAPSED', 'CANCELLED'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

/** §2.6 and §9 betOutcome: live responses carry WON / LOST; the IDD text says WIN / LOSE / PLACE. */
export const BET_OUTCOMES = ['WON', 'LOST', 'WIN', 'LOSE', 'PLACE'] as const;
export type BetOutcome = (typeof BET_OUTCOMES)[number];

/** §2.4 RollupModel (MANAGED_LIABILITY unsupported by Betfair). */
export const ROLLUP_MODELS = ['STAKE', 'PAYOUT', 'MANAGED_LIABILITY', 'NONE'] as const;
export type RollupModel = (typeof ROLLUP_MODELS)[number];

/** §2.2 TimeGranularity (listTimeRanges). */
export const TIME_GRANULARITIES = ['DAYS', 'HOURS', 'MINUTES'] as const;
export type TimeGranularity = (typeof TIME_GRANULARITIES)[number];

/** §2.9 ExecutionReportStatus. */
export const EXECUTION_REPORT_STATUSES = ['SUCCESS', 'FAILURE', 'PROCESSED_WITH_ERRORS', 'TIMEOUT'] as const;
export type ExecutionReportStatus = (typeof EXECUTION_REPORT_STATUSES)[number];

/** §2.9 ExecutionReportErrorCode (IDD list + INVALID_PROFIT_RATIO and NO_CHANGE from the docs, §9). */
export const EXECUTION_REPORT_ERROR_CODES = [
  'ERROR_IN_MATCHER',
  'PROCESSED_WITH_ERRORS',
  'BET_ACTION_ERROR',
  'INVALID_ACCOUNT_STATE',
  'INVALID_WALLET_STATUS',
  'INSUFFICIENT_FUNDS',
  'LOSS_LIMIT_EXCEEDED',
  'MARKET_SUSPENDED',
  'MARKET_NOT_OPEN_FOR_BETTING',
  'DUPLICATE_TRANSACTION',
  'INVALID_ORDER',
  'INVALID_MARKET_ID',
  'PERMISSION_DENIED',
  'DUPLICATE_BETIDS',
  'NO_ACTION_REQUIRED',
  'SERVICE_UNAVAILABLE',
  'REJECTED_BY_REGULATOR',
  'NO_CHASING',
  'REGULATOR_IS_NOT_AVAILABLE',
  'TOO_MANY_INSTRUCTIONS',
  'INVALID_MARKET_VERSION',
  'EVENT_EXPOSURE_LIMIT_EXCEEDED',
  'EVENT_MATCHED_EXPOSURE_LIMIT_EXCEEDED',
  'EVENT_BLOCKED',
  'INVALID_PROFIT_RATIO',
  'NO_CHANGE',
] as const;
export type ExecutionReportErrorCode = (typeof EXECUTION_REPORT_ERROR_CODES)[number];

/** §2.9 InstructionReportStatus. */
export const INSTRUCTION_REPORT_STATUSES = ['SUCCESS', 'FAILURE', 'TIMEOUT'] as const;
export type InstructionReportStatus = (typeof INSTRUCTION_REPORT_STATUSES)[number];

/** §2.9 InstructionReportErrorCode. */
export const INSTRUCTION_REPORT_ERROR_CODES = [
  'INVALID_BET_SIZE',
  'INVALID_RUNNER',
  'BET_TAKEN_OR_LAPSED',
  'BET_IN_PROGRESS',
  'RUNNER_REMOVED',
  'MARKET_NOT_OPEN_FOR_BETTING',
  'LOSS_LIMIT_EXCEEDED',
  'MARKET_NOT_OPEN_FOR_BSP_BETTING',
  'INVALID_PRICE_EDIT',
  'INVALID_ODDS',
  'INSUFFICIENT_FUNDS',
  'INVALID_PERSISTENCE_TYPE',
  'ERROR_IN_MATCHER',
  'INVALID_BACK_LAY_COMBINATION',
  'ERROR_IN_ORDER',
  'INVALID_BID_TYPE',
  'INVALID_BET_ID',
  'CANCELLED_NOT_PLACED',
  'RELATED_ACTION_FAILED',
  'NO_ACTION_REQUIRED',
  'INVALID_MIN_FILL_SIZE',
  'INVALID_CUSTOMER_ORDER_REF',
  'TIME_IN_FORCE_CONFLICT',
  'UNEXPECTED_PERSISTENCE_TYPE',
  'INVALID_ORDER_TYPE',
  'UNEXPECTED_MIN_FILL_SIZE',
  'INVALID_CUSTOMER_STRATEGY_REF',
  'BET_LAPSED_PRICE_IMPROVEMENT_TOO_LARGE',
] as const;
export type InstructionReportErrorCode = (typeof INSTRUCTION_REPORT_ERROR_CODES)[number];

/** §3.1 Wallet (getAccountFunds; the legacy Australian wallet). */
export const WALLETS = ['UK', 'AUSTRALIAN'] as const;
export type Wallet = (typeof WALLETS)[number];

/** §3.1 IncludeItem (getAccountStatement). */
export const INCLUDE_ITEMS = ['ALL', 'EXCHANGE', 'POKER_ROOM', 'DEPOSITS_WITHDRAWALS'] as const;
export type IncludeItem = (typeof INCLUDE_ITEMS)[number];

/** §4.5 GrantType (vendor OAuth `token` operation). */
export const GRANT_TYPES = ['AUTHORIZATION_CODE', 'REFRESH_TOKEN'] as const;
export type GrantType = (typeof GRANT_TYPES)[number];

/** §4.4 ActionPerformed (heartbeat / dead-man's switch). */
export const ACTIONS_PERFORMED = [
  'NONE',
  'CANCELLATION_REQUEST_SUBMITTED',
  'ALL_BETS_CANCELLED',
  'SOME_BETS_NOT_CANCELLED',
  'CANCELLATION_REQUEST_ERROR',
  'CANCELLATION_STATUS_UNKNOWN',
] as const;
export type ActionPerformed = (typeof ACTIONS_PERFORMED)[number];
