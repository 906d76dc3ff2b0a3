// Client messages as the server takes them (betfair-protocol §5.2–§5.5), validated at the
// boundary. Undecodable lines are INVALID_INPUT; well-formed JSON with bad values is
// INVALID_REQUEST. Explicit nulls mean "absent" and numbers may come as numeric strings (§1.7).
import { MARKET_DATA_FIELDS, STREAM_BETTING_TYPES, type MarketDataField } from '@greenbook/betfair';
import { StreamError } from './status-messages.js';

export interface ParsedMarketFilter {
  readonly marketIds?: ReadonlySet<string>;
  readonly bspMarket?: boolean;
  readonly bettingTypes?: ReadonlySet<string>;
  readonly eventTypeIds?: ReadonlySet<string>;
  readonly eventIds?: ReadonlySet<string>;
  readonly turnInPlayEnabled?: boolean;
  readonly marketTypes?: ReadonlySet<string>;
  readonly venues?: ReadonlySet<string>;
  readonly countryCodes?: ReadonlySet<string>;
  readonly raceTypes?: ReadonlySet<string>;
}

export interface SubscriptionTiming {
  readonly conflateMs: number;
  readonly heartbeatMs: number;
  readonly segmentationEnabled: boolean;
  /** Both present ⇒ a resubscription (§5.10). */
  readonly initialClk: string | undefined;
  readonly clk: string | undefined;
}

export interface MarketSubscriptionRequest extends SubscriptionTiming {
  readonly op: 'marketSubscription';
  readonly id: number | undefined;
  readonly filter: ParsedMarketFilter;
  readonly fields: ReadonlySet<MarketDataField>;
  readonly ladderLevels: number;
}

export interface ParsedOrderFilter {
  readonly includeOverallPosition: boolean;
  readonly customerStrategyRefs: ReadonlySet<string> | undefined;
  readonly partitionMatchedByStrategyRef: boolean;
}

export interface OrderSubscriptionRequest extends SubscriptionTiming {
  readonly op: 'orderSubscription';
  readonly id: number | undefined;
  readonly filter: ParsedOrderFilter;
}

export type StreamRequestMessage =
  | { readonly op: 'authentication'; readonly id: number | undefined; appKey?: string; session?: string }
  | { readonly op: 'heartbeat'; readonly id: number | undefined }
  | MarketSubscriptionRequest
  | OrderSubscriptionRequest;

/** Choices where Betfair documents no default (written down in the README of this folder). */
export const SUBSCRIPTION_DEFAULTS = {
  ladderLevels: 3,
  heartbeatMs: 5000,
  /** §9: request text says 500–5000, the swagger response text 500–30000; we take the wider. */
  minHeartbeatMs: 500,
  maxHeartbeatMs: 30_000,
  maxConflateMs: 120_000,
} as const;

type Json = Record<string, unknown>;

const invalid = (message: string): StreamError => new StreamError('INVALID_REQUEST', message);

function optional(value: unknown): unknown {
  return value === null ? undefined : value;
}

function integer(source: Json, key: string): number | undefined {
  const raw = optional(source[key]);
  if (raw === undefined) return undefined;
  const value = typeof raw === 'string' && /^-?\d+$/.test(raw) ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw invalid(`${key} must be an integer`);
  return value;
}

function bool(source: Json, key: string): boolean | undefined {
  const raw = optional(source[key]);
  if (raw === undefined) return undefined;
  if (typeof raw !== 'boolean') throw invalid(`${key} must be true or false`);
  return raw;
}

function text(source: Json, key: string): string | undefined {
  const raw = optional(source[key]);
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') throw invalid(`${key} must be a string`);
  return raw;
}

function object(source: Json, key: string): Json {
  const raw = optional(source[key]);
  if (raw === undefined) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw invalid(`${key} must be an object`);
  return raw as Json;
}

function stringSet(source: Json, key: string, allowed?: readonly string[]): ReadonlySet<string> | undefined {
  const raw = optional(source[key]);
  if (raw === undefined) return undefined;
  if (!Array.isArray(raw)) throw invalid(`${key} must be a list`);
  const values = new Set<string>();
  for (const item of raw as unknown[]) {
    const value = typeof item === 'number' ? String(item) : item;
    if (typeof value !== 'string') throw invalid(`${key} must hold strings`);
    if (allowed !== undefined && !allowed.includes(value)) throw invalid(`${key}: unknown value ${value}`);
    values.add(value);
  }
  // An empty list filters nothing (§5.4: empty ⇒ all).
  return values.size === 0 ? undefined : values;
}

function timing(message: Json): SubscriptionTiming {
  const conflate = integer(message, 'conflateMs') ?? 0;
  const heartbeat = integer(message, 'heartbeatMs') ?? SUBSCRIPTION_DEFAULTS.heartbeatMs;
  if (conflate < 0) throw invalid('conflateMs must not be negative');
  return {
    conflateMs: Math.min(conflate, SUBSCRIPTION_DEFAULTS.maxConflateMs),
    // Out-of-range heartbeats are bounded, not refused (§5.4: "server may bound-check").
    heartbeatMs: Math.min(
      Math.max(heartbeat, SUBSCRIPTION_DEFAULTS.minHeartbeatMs),
      SUBSCRIPTION_DEFAULTS.maxHeartbeatMs,
    ),
    segmentationEnabled: bool(message, 'segmentationEnabled') ?? true,
    initialClk: text(message, 'initialClk'),
    clk: text(message, 'clk'),
  };
}

function marketFilter(source: Json): ParsedMarketFilter {
  const entries = {
    marketIds: stringSet(source, 'marketIds'),
    bspMarket: bool(source, 'bspMarket'),
    bettingTypes: stringSet(source, 'bettingTypes', STREAM_BETTING_TYPES),
    eventTypeIds: stringSet(source, 'eventTypeIds'),
    eventIds: stringSet(source, 'eventIds'),
    turnInPlayEnabled: bool(source, 'turnInPlayEnabled'),
    marketTypes: stringSet(source, 'marketTypes'),
    venues: stringSet(source, 'venues'),
    countryCodes: stringSet(source, 'countryCodes'),
    raceTypes: stringSet(source, 'raceTypes'),
  };
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined));
}

function marketSubscription(message: Json, id: number | undefined): MarketSubscriptionRequest {
  const dataFilter = object(message, 'marketDataFilter');
  const ladderLevels = integer(dataFilter, 'ladderLevels') ?? SUBSCRIPTION_DEFAULTS.ladderLevels;
  if (ladderLevels < 1 || ladderLevels > 10) throw invalid('ladderLevels must be 1 to 10');
  const fields = stringSet(dataFilter, 'fields', MARKET_DATA_FIELDS) as
    ReadonlySet<MarketDataField> | undefined;
  return {
    op: 'marketSubscription',
    id,
    filter: marketFilter(object(message, 'marketFilter')),
    fields: fields ?? new Set(),
    ladderLevels,
    ...timing(message),
  };
}

function orderSubscription(message: Json, id: number | undefined): OrderSubscriptionRequest {
  const filter = object(message, 'orderFilter');
  // §5.5: accountIds is internal; a subscription that sets it fails.
  if (optional(filter.accountIds) !== undefined) throw invalid('accountIds may not be set');
  return {
    op: 'orderSubscription',
    id,
    filter: {
      includeOverallPosition: bool(filter, 'includeOverallPosition') ?? true,
      customerStrategyRefs: stringSet(filter, 'customerStrategyRefs'),
      partitionMatchedByStrategyRef: bool(filter, 'partitionMatchedByStrategyRef') ?? false,
    },
    ...timing(message),
  };
}

/** The id of a decodable message, for the status of a request that fails validation. */
export function requestId(line: string): number | undefined {
  try {
    const value: unknown = JSON.parse(line);
    const id = typeof value === 'object' && value !== null ? (value as Json).id : undefined;
    return typeof id === 'number' && Number.isSafeInteger(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

export function parseRequest(line: string): StreamRequestMessage {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new StreamError('INVALID_INPUT', 'Message is not valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new StreamError('INVALID_INPUT', 'Message must be a JSON object');
  }
  const message = value as Json;
  const id = integer(message, 'id');
  switch (message.op) {
    case 'authentication':
      return {
        op: 'authentication',
        id,
        ...(typeof message.appKey === 'string' ? { appKey: message.appKey } : {}),
        ...(typeof message.session === 'string' ? { session: message.session } : {}),
      };
    case 'heartbeat':
      return { op: 'heartbeat', id };
    case 'marketSubscription':
      return marketSubscription(message, id);
    case 'orderSubscription':
      return orderSubscription(message, id);
    default:
      throw new StreamError('INVALID_INPUT', `Unknown op: ${String(message.op)}`);
  }
}
