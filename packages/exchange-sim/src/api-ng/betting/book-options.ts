// The options listMarketBook and listRunnerBook share (betfair-protocol §2.4), read once, and the
// data weight of a request (§1.6).
import {
  MATCH_PROJECTIONS,
  ORDER_PROJECTIONS,
  PRICE_DATA,
  ROLLUP_MODELS,
  type MatchProjection,
  type OrderProjection,
  type PriceData,
} from '@greenbook/betfair';
import { ApiError } from '../../core/api-error.js';
import type { Caller } from '../caller.js';
import {
  flag,
  idList,
  integer,
  isoDate,
  listOf,
  numeric,
  oneOf,
  optional,
  record,
  text,
  type Params,
} from '../params.js';

/** The currency sizes are shown in: the caller's unless currencyCode names another. */
export interface ViewCurrency {
  readonly code: string;
  /** Units of the currency per GBP (exchange.currencyRates). */
  readonly rate: number;
  /** view units per unit of the caller's own currency (orders are kept in it). */
  readonly fromAccount: number;
}

export interface BookOptions {
  readonly priceData: ReadonlySet<PriceData>;
  /** exBestOffersOverrides.bestPricesDepth; undefined = the default 3 (no weight factor). */
  readonly bestPricesDepth: number | undefined;
  readonly rollupModel: 'STAKE' | 'PAYOUT' | 'NONE';
  /** In the view currency; defaults to its minimum stake. */
  readonly rollupLimit: number;
  readonly orderProjection: OrderProjection | undefined;
  readonly matchProjection: MatchProjection | undefined;
  readonly includeOverallPosition: boolean;
  readonly partitionMatchedByStrategyRef: boolean;
  readonly customerStrategyRefs: ReadonlySet<string> | undefined;
  readonly matchedSince: number | undefined;
  readonly betIds: ReadonlySet<string> | undefined;
  readonly currency: ViewCurrency;
}

function viewCurrency(code: string | undefined, caller: Caller): ViewCurrency {
  const own = caller.account.spec.currencyCode;
  const wanted = code?.trim().toUpperCase() ?? own;
  const rate = (caller.exchange.currencyRates as Readonly<Record<string, number | undefined>>)[wanted];
  if (rate === undefined) throw new ApiError('INVALID_INPUT_DATA', `currencyCode ${wanted} is not supported`);
  return { code: wanted, rate, fromAccount: rate / caller.account.rate };
}

function bestOffersOverrides(value: unknown, path: string) {
  const overrides = record(value, path);
  const depth = optional(overrides, 'bestPricesDepth', integer, `${path}.bestPricesDepth`);
  if (depth !== undefined && depth < 1)
    throw new ApiError('INVALID_INPUT_DATA', `${path}.bestPricesDepth must be ≥ 1`);
  const model = optional(overrides, 'rollupModel', oneOf(ROLLUP_MODELS), `${path}.rollupModel`);
  // betfair-protocol §2.4: MANAGED_LIABILITY is documented as not supported.
  if (model === 'MANAGED_LIABILITY') {
    throw new ApiError('INVALID_INPUT_DATA', `${path}.rollupModel MANAGED_LIABILITY is not supported`);
  }
  const limit = optional(overrides, 'rollupLimit', numeric, `${path}.rollupLimit`);
  if (limit !== undefined && limit < 0)
    throw new ApiError('INVALID_INPUT_DATA', `${path}.rollupLimit must be ≥ 0`);
  optional(overrides, 'rollupLiabilityThreshold', numeric, `${path}.rollupLiabilityThreshold`);
  optional(overrides, 'rollupLiabilityFactor', integer, `${path}.rollupLiabilityFactor`);
  return { depth, model: model ?? 'STAKE', limit };
}

export function parseBookOptions(params: Params, caller: Caller): BookOptions {
  const projection = optional(params, 'priceProjection', record) ?? {};
  const priceData = optional(projection, 'priceData', listOf(oneOf(PRICE_DATA)), 'priceProjection.priceData');
  const overrides = optional(
    projection,
    'exBestOffersOverrides',
    bestOffersOverrides,
    'priceProjection.exBestOffersOverrides',
  ) ?? { depth: undefined, model: 'STAKE' as const, limit: undefined };
  // Accepted; the simulator has no cross-matching, so virtual prices equal the real ones.
  optional(projection, 'virtualise', flag, 'priceProjection.virtualise');
  optional(projection, 'rolloverStakes', flag, 'priceProjection.rolloverStakes');
  optional(params, 'locale', text);
  const currency = viewCurrency(optional(params, 'currencyCode', text), caller);
  const strategyRefs = optional(params, 'customerStrategyRefs', listOf(text));
  return {
    priceData: new Set(priceData ?? []),
    bestPricesDepth: overrides.depth,
    rollupModel: overrides.model,
    rollupLimit: overrides.limit ?? caller.exchange.stakeRules.minimums(currency.code)?.minStake ?? 0,
    orderProjection: optional(params, 'orderProjection', oneOf(ORDER_PROJECTIONS)),
    matchProjection: optional(params, 'matchProjection', oneOf(MATCH_PROJECTIONS)),
    includeOverallPosition: optional(params, 'includeOverallPosition', flag) ?? true,
    partitionMatchedByStrategyRef: optional(params, 'partitionMatchedByStrategyRef', flag) ?? false,
    // An empty set is treated as if the parameter had been omitted (betfair-protocol §2.4).
    customerStrategyRefs:
      strategyRefs === undefined || strategyRefs.length === 0 ? undefined : new Set(strategyRefs),
    matchedSince: optional(params, 'matchedSince', isoDate),
    betIds: ((ids) => (ids === undefined ? undefined : new Set(ids)))(optional(params, 'betIds', idList)),
    currency,
  };
}

/**
 * Weight of one market's price data (betfair-protocol §1.6): projections add up, except the
 * combinations EX_BEST_OFFERS+EX_TRADED (20) and EX_ALL_OFFERS+EX_TRADED (32); no price data
 * weighs 2. EX_ALL_OFFERS wins over EX_BEST_OFFERS. A bestPricesDepth scales the best-offers
 * weight (or its combination with EX_TRADED) by depth / 3.
 */
export function marketWeight(options: BookOptions): number {
  const data = options.priceData;
  const all = data.has('EX_ALL_OFFERS');
  const best = !all && data.has('EX_BEST_OFFERS');
  const traded = data.has('EX_TRADED');
  let weight = (data.has('SP_AVAILABLE') ? 3 : 0) + (data.has('SP_TRADED') ? 7 : 0);
  if (all) weight += traded ? 32 : 17;
  else if (best) weight += ((traded ? 20 : 5) * (options.bestPricesDepth ?? 3)) / 3;
  else if (traded) weight += 17;
  return weight === 0 ? 2 : weight;
}
