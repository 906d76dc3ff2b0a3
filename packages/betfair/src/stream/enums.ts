// Exchange Stream API enumerations and short codes (betfair-protocol §5; ESASwaggerSchema.json).
import type { OrderType, PersistenceType, Side } from '../api-ng/enums.js';

/** §5.2 `op` of client → server messages (raceSubscription / cricketSubscription are non-core). */
export const STREAM_REQUEST_OPS = [
  'authentication',
  'marketSubscription',
  'orderSubscription',
  'heartbeat',
] as const;
export type StreamRequestOp = (typeof STREAM_REQUEST_OPS)[number];

/** §5.2 `op` of server → client messages (rcm is non-core race data; ccm is not modelled). */
export const STREAM_RESPONSE_OPS = ['connection', 'status', 'mcm', 'ocm', 'rcm'] as const;
export type StreamResponseOp = (typeof STREAM_RESPONSE_OPS)[number];

/** §5.3 StatusMessage `statusCode`. */
export const STATUS_CODES = ['SUCCESS', 'FAILURE'] as const;
export type StatusCode = (typeof STATUS_CODES)[number];

/** §5.3 StatusMessage `errorCode`; all but SUBSCRIPTION_LIMIT_EXCEEDED close the connection. */
export const STREAM_ERROR_CODES = [
  'NO_APP_KEY',
  'INVALID_APP_KEY',
  'NO_SESSION',
  'INVALID_SESSION_INFORMATION',
  'NOT_AUTHORIZED',
  'INVALID_INPUT',
  'INVALID_CLOCK',
  'UNEXPECTED_ERROR',
  'TIMEOUT',
  'SUBSCRIPTION_LIMIT_EXCEEDED',
  'INVALID_REQUEST',
  'CONNECTION_FAILED',
  'MAX_CONNECTION_LIMIT_EXCEEDED',
  'TOO_MANY_REQUESTS',
] as const;
export type StreamErrorCode = (typeof STREAM_ERROR_CODES)[number];

/** §5.6 ChangeType `ct` (absent = normal delta). */
export const CHANGE_TYPES = ['SUB_IMAGE', 'RESUB_DELTA', 'HEARTBEAT'] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];

/** §5.6 / §5.10 SegmentType (absent = unsegmented). */
export const SEGMENT_TYPES = ['SEG_START', 'SEG', 'SEG_END'] as const;
export type SegmentType = (typeof SEGMENT_TYPES)[number];

/** §5.4 MarketDataFilter field flags. */
export const MARKET_DATA_FIELDS = [
  'EX_BEST_OFFERS_DISP',
  'EX_BEST_OFFERS',
  'EX_ALL_OFFERS',
  'EX_TRADED',
  'EX_TRADED_VOL',
  'EX_LTP',
  'EX_MARKET_DEF',
  'SP_TRADED',
  'SP_PROJECTED',
] as const;
export type MarketDataField = (typeof MARKET_DATA_FIELDS)[number];

/** §5.4 stream MarketFilter / MarketDefinition bettingType (no FIXED_ODDS on the stream). */
export const STREAM_BETTING_TYPES = [
  'ODDS',
  'LINE',
  'RANGE',
  'ASIAN_HANDICAP_DOUBLE_LINE',
  'ASIAN_HANDICAP_SINGLE_LINE',
] as const;
export type StreamBettingType = (typeof STREAM_BETTING_TYPES)[number];

/** §5.8 uo `side`: B back, L lay (LINE: B = sell, L = buy). */
export const STREAM_SIDES = ['B', 'L'] as const;
export type StreamSide = (typeof STREAM_SIDES)[number];

/** §5.8 uo `status`: E executable, EC execution complete. */
export const STREAM_ORDER_STATUSES = ['E', 'EC'] as const;
export type StreamOrderStatus = (typeof STREAM_ORDER_STATUSES)[number];

/** §5.8 uo `pt` persistence: L LAPSE, P PERSIST, MOC MARKET_ON_CLOSE. */
export const STREAM_PERSISTENCE_TYPES = ['L', 'P', 'MOC'] as const;
export type StreamPersistenceType = (typeof STREAM_PERSISTENCE_TYPES)[number];

/** §5.8 uo `ot` order type: L LIMIT, LOC LIMIT_ON_CLOSE, MOC MARKET_ON_CLOSE. */
export const STREAM_ORDER_TYPES = ['L', 'LOC', 'MOC'] as const;
export type StreamOrderType = (typeof STREAM_ORDER_TYPES)[number];

/** §5.8 uo `lsrc` lapse status reason codes. */
export const LAPSE_STATUS_REASON_CODES = [
  'MKT_UNKNOWN',
  'MKT_INVALID',
  'RNR_UNKNOWN',
  'TIME_ELAPSED',
  'CURRENCY_UNKNOWN',
  'PRICE_INVALID',
  'MKT_SUSPENDED',
  'MKT_VERSION',
  'LINE_TARGET',
  'LINE_SP',
  'SP_IN_PLAY',
  'SMALL_STAKE',
  'PRICE_IMP_TOO_LARGE',
] as const;
export type LapseStatusReasonCode = (typeof LAPSE_STATUS_REASON_CODES)[number];

/** §5.8 stream side code → API-NG Side. */
export const SIDE_FROM_STREAM = { B: 'BACK', L: 'LAY' } as const satisfies Record<StreamSide, Side>;

/** §5.8 API-NG Side → stream side code. */
export const SIDE_TO_STREAM = { BACK: 'B', LAY: 'L' } as const satisfies Record<Side, StreamSide>;

/** §5.8 stream persistence code → API-NG PersistenceType. */
export const PERSISTENCE_FROM_STREAM = {
  L: 'LAPSE',
  P: 'PERSIST',
  MOC: 'MARKET_ON_CLOSE',
} as const satisfies Record<StreamPersistenceType, PersistenceType>;

/** §5.8 API-NG PersistenceType → stream persistence code. */
export const PERSISTENCE_TO_STREAM = {
  LAPSE: 'L',
  PERSIST: 'P',
  MARKET_ON_CLOSE: 'MOC',
} as const satisfies Record<PersistenceType, StreamPersistenceType>;

/** §5.8 stream order-type code → API-NG OrderType. */
export const ORDER_TYPE_FROM_STREAM = {
  L: 'LIMIT',
  LOC: 'LIMIT_ON_CLOSE',
  MOC: 'MARKET_ON_CLOSE',
} as const satisfies Record<StreamOrderType, OrderType>;

/** §5.8 API-NG OrderType → stream order-type code. */
export const ORDER_TYPE_TO_STREAM = {
  LIMIT: 'L',
  LIMIT_ON_CLOSE: 'LOC',
  MARKET_ON_CLOSE: 'MOC',
} as const satisfies Record<OrderType, StreamOrderType>;
