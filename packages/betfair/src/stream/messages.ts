// Exchange Stream API messages: one JSON object per CRLF-terminated line, discriminated by `op`
// (betfair-protocol §5.1–§5.8; ESASwaggerSchema.json). Optional request fields may also arrive as
// explicit nulls (betfairlightweight sends them, §1.7), hence `| null`.
import type {
  ChangeType,
  MarketDataField,
  SegmentType,
  StatusCode,
  StreamBettingType,
  StreamErrorCode,
} from './enums.js';
import type { MarketChange } from './market-change.js';
import type { OrderMarketChange } from './order-change.js';

/** §5.3 authentication request; must be the first message. */
export interface AuthenticationMessage {
  op: 'authentication';
  id?: number;
  appKey: string;
  session: string;
}

/** §5.4 stream MarketFilter; empty ⇒ all permitted markets. */
export interface StreamMarketFilter {
  marketIds?: readonly string[];
  bspMarket?: boolean;
  bettingTypes?: readonly StreamBettingType[];
  eventTypeIds?: readonly string[];
  eventIds?: readonly string[];
  turnInPlayEnabled?: boolean;
  marketTypes?: readonly string[];
  venues?: readonly string[];
  countryCodes?: readonly string[];
  /** Harness, Flat, Hurdle, Chase, Bumper, NH Flat, Steeple, NO_VALUE. */
  raceTypes?: readonly string[];
}

/** §5.4 MarketDataFilter. */
export interface MarketDataFilter {
  /** 1..10, depth of batb/batl/bdatb/bdatl. */
  ladderLevels?: number;
  fields?: readonly MarketDataField[];
}

/** §5.4 / §5.5 fields shared by market and order subscriptions. */
export interface SubscriptionOptions {
  /** 0..120000 (forced to 180000 for delayed keys). */
  conflateMs?: number | null;
  /** 500..5000. */
  heartbeatMs?: number | null;
  segmentationEnabled?: boolean | null;
  /** Resubscribe: the stored initialClk. */
  initialClk?: string | null;
  /** Resubscribe: the latest stored clk. */
  clk?: string | null;
}

/** §5.4 marketSubscription request; replaces the connection's previous market subscription. */
export interface MarketSubscriptionMessage extends SubscriptionOptions {
  op: 'marketSubscription';
  id?: number;
  marketFilter?: StreamMarketFilter | null;
  marketDataFilter?: MarketDataFilter | null;
}

/** §5.5 OrderFilter. */
export interface OrderFilter {
  /** Default true → mb/ml. */
  includeOverallPosition?: boolean;
  /** Filters uo and smc, not the overall position. */
  customerStrategyRefs?: readonly string[];
  /** Default false → smc. */
  partitionMatchedByStrategyRef?: boolean;
  /** Internal; never set (the subscription fails). */
  accountIds?: readonly number[];
}

/** §5.5 orderSubscription request. */
export interface OrderSubscriptionMessage extends SubscriptionOptions {
  op: 'orderSubscription';
  id?: number;
  orderFilter?: OrderFilter | null;
}

/** §5.3 heartbeat request (answered by a SUCCESS status). */
export interface HeartbeatMessage {
  op: 'heartbeat';
  id?: number;
}

/** §5.2 every client → server message. */
export type StreamRequest =
  AuthenticationMessage | MarketSubscriptionMessage | OrderSubscriptionMessage | HeartbeatMessage;

/** §5.3 connection message, sent by the server right after the TLS handshake. */
export interface ConnectionMessage {
  op: 'connection';
  connectionId: string;
}

/** §5.3 StatusMessage: one per request, same id; protocol errors may have no id. */
export interface StatusMessage {
  op: 'status';
  id?: number;
  statusCode: StatusCode;
  errorCode?: StreamErrorCode;
  errorMessage?: string;
  connectionClosed: boolean;
  connectionId?: string;
  /** Only on authentication replies. */
  connectionsAvailable?: number;
}

/** §5.6 header shared by mcm and ocm. */
export interface ChangeMessageHeader {
  /** Id of the subscription request (absent in historical files). */
  id?: number;
  /** Absent = normal delta. */
  ct?: ChangeType;
  /** Opaque resume token; keep the latest non-null. */
  clk?: string;
  initialClk?: string;
  /** Publish time, epoch ms. */
  pt: number;
  conflateMs?: number;
  heartbeatMs?: number;
  segmentType?: SegmentType;
  /** null when healthy, 503 when stream data is delayed. */
  status?: number | null;
}

/** §5.6 / §5.7 market change message. */
export interface MarketChangeMessage extends ChangeMessageHeader {
  op: 'mcm';
  mc?: MarketChange[];
}

/** §5.6 / §5.8 order change message. */
export interface OrderChangeMessage extends ChangeMessageHeader {
  op: 'ocm';
  oc?: OrderMarketChange[];
}

/** §5.2 non-core race runner change (shape as observed in a betfairlightweight sample) [O]. */
export interface RaceRunnerChange {
  id: number;
  ft?: number;
  lat?: number;
  long?: number;
  spd?: number;
  prg?: number;
  sfq?: number;
}

/** §5.2 non-core race progress change [O]. */
export interface RaceProgressChange {
  ft?: number;
  g?: string;
  st?: number;
  rt?: number;
  spd?: number;
  prg?: number;
  ord?: number[];
  J?: { J: number; L: number }[];
  warn?: number;
}

/** §5.2 non-core race change (rcm rc[]) [O]. */
export interface RaceChange {
  /** Race id, e.g. "28587288.1650". */
  id: string;
  /** Market id. */
  mid?: string;
  rrc?: RaceRunnerChange[];
  rpc?: RaceProgressChange;
}

/** §5.2 non-core race change message (raceSubscription) [O]. */
export interface RaceChangeMessage {
  op: 'rcm';
  id?: number;
  clk?: string | number;
  pt?: number;
  rc?: RaceChange[];
}

/** §5.2 every server → client message. */
export type StreamResponse =
  ConnectionMessage | StatusMessage | MarketChangeMessage | OrderChangeMessage | RaceChangeMessage;
