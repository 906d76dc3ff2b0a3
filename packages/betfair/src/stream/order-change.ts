// ocm payload: OrderMarketChange, OrderRunnerChange, UnmatchedOrder, StrategyMatchChange
// (betfair-protocol §5.8, §5.9; ESASwaggerSchema.json). Amounts are in the account's currency.
import type {
  LapseStatusReasonCode,
  StreamOrderStatus,
  StreamOrderType,
  StreamPersistenceType,
  StreamSide,
} from './enums.js';
import type { PriceSizeTuple } from './market-change.js';

/** §5.8 Order (`uo[]`), always sent in full when it changes; dates are epoch milliseconds. */
export interface UnmatchedOrder {
  /** Bet id. */
  id: string;
  /** Placed price (line value on LINE markets). */
  p: number;
  /** Placed size. */
  s: number;
  /** BSP liability (BSP orders only). */
  bsp?: number;
  side: StreamSide;
  status: StreamOrderStatus;
  /** Persistence type. */
  pt: StreamPersistenceType;
  /** Order type. */
  ot: StreamOrderType;
  /** Placed date. */
  pd: number;
  /** Last matched date. */
  md?: number;
  /** Cancelled date. */
  cd?: number;
  /** Lapsed date. */
  ld?: number;
  /** Lapse status reason code. */
  lsrc?: LapseStatusReasonCode;
  /** Average price matched (absent if none). */
  avp?: number;
  /** Size matched. */
  sm: number;
  /** Size remaining. */
  sr: number;
  /** Size lapsed. */
  sl: number;
  /** Size cancelled. */
  sc: number;
  /** Size voided. */
  sv: number;
  /** Regulator auth code ("" usual). */
  rac?: string;
  /** Regulator code, e.g. "REG_GGC", "REG_LGA". */
  rc?: string;
  /** customerOrderRef ("" if none). */
  rfo?: string;
  /** customerStrategyRef ("" if none). */
  rfs?: string;
}

/** §5.8 the keys of an UnmatchedOrder, in the order of the §5.8 table. */
export const UNMATCHED_ORDER_KEYS = [
  'id',
  'p',
  's',
  'bsp',
  'side',
  'status',
  'pt',
  'ot',
  'pd',
  'md',
  'cd',
  'ld',
  'lsrc',
  'avp',
  'sm',
  'sr',
  'sl',
  'sc',
  'sv',
  'rac',
  'rc',
  'rfo',
  'rfs',
] as const satisfies readonly (keyof UnmatchedOrder)[];

/** §5.8 StrategyMatchChange `{mb, ml}` (smc values). */
export interface StrategyMatchChange {
  /** Matched backs, net by matched price. */
  mb?: PriceSizeTuple[];
  /** Matched lays, net by matched price. */
  ml?: PriceSizeTuple[];
}

/** §5.8 OrderRunnerChange (oc[].orc[]); keyed by (id, hc ?? 0). */
export interface OrderRunnerChange {
  /** Selection id. */
  id: number;
  hc?: number;
  /** true ⇒ replace this runner (clear unmatched orders and mb/ml). */
  fullImage?: boolean;
  uo?: UnmatchedOrder[];
  /** Matched backs: [price, size] keyed by price, net position by matched price. */
  mb?: PriceSizeTuple[];
  /** Matched lays: [price, size] keyed by price. */
  ml?: PriceSizeTuple[];
  /** customerStrategyRef → matches; unstrategied under "". */
  smc?: Record<string, StrategyMatchChange>;
}

/** §5.8 OrderMarketChange (ocm oc[]). */
export interface OrderMarketChange {
  /** Market id. */
  id: string;
  accountId?: number;
  /** true ⇒ the market is closed. */
  closed?: boolean;
  /** true ⇒ replace this market's order data (empty = no position here). */
  fullImage?: boolean;
  orc?: OrderRunnerChange[];
}
