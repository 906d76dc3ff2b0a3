// A market as listMarketCatalogue shows it (betfair-protocol §2.3): only the sections the
// MarketProjection asks for.
import type { MarketCatalogue, MarketDescription, MarketProjection, RunnerCatalog } from '@greenbook/betfair';
import type { SimMarket } from '../../core/market.js';

/** Regulator and wallet of the simulated exchange: the .com exchange's (betfair-protocol §2.3). */
export const REGULATOR = 'GIBRALTAR REGULATOR';
export const WALLET_NAME = 'UK wallet';

export function marketDescription(market: SimMarket): MarketDescription {
  const { spec } = market;
  return {
    persistenceEnabled: spec.persistenceEnabled,
    bspMarket: spec.bspMarket,
    marketTime: spec.marketTime,
    suspendTime: spec.suspendTime,
    ...(market.settledTime === undefined ? {} : { settleTime: market.settledTime }),
    bettingType: spec.bettingType,
    turnInPlayEnabled: spec.turnInPlayEnabled,
    marketType: spec.marketType,
    regulator: REGULATOR,
    marketBaseRate: spec.marketBaseRate,
    discountAllowed: spec.discountAllowed,
    wallet: WALLET_NAME,
    rules: spec.rules,
    rulesHasDate: true,
    ...(spec.eachWayDivisor === undefined ? {} : { eachWayDivisor: spec.eachWayDivisor }),
    ...(spec.lineRange === undefined || spec.bettingType !== 'LINE'
      ? {}
      : { lineRangeInfo: { ...spec.lineRange } }),
    ...(spec.raceType === undefined ? {} : { raceType: spec.raceType }),
    priceLadderDescription: { type: spec.priceLadderType },
    // placeOrders implements the PASSIVE bet-delay model (betfair-protocol §8.7).
    betDelayModels: ['PASSIVE'],
  };
}

function runnerCatalog(market: SimMarket, withMetadata: boolean): RunnerCatalog[] {
  return market.runners.map((runner) => ({
    selectionId: runner.selectionId,
    runnerName: runner.runnerName,
    handicap: runner.handicap,
    sortPriority: runner.sortPriority,
    ...(withMetadata ? { metadata: { ...runner.metadata } } : {}),
  }));
}

export function catalogueEntry(
  market: SimMarket,
  projection: ReadonlySet<MarketProjection>,
  totalMatched: number,
): MarketCatalogue {
  const { spec } = market;
  const { venue, ...event } = spec.event;
  const withMetadata = projection.has('RUNNER_METADATA');
  return {
    marketId: spec.marketId,
    marketName: spec.marketName,
    ...(projection.has('MARKET_START_TIME') ? { marketStartTime: spec.marketTime } : {}),
    ...(projection.has('MARKET_DESCRIPTION') ? { description: marketDescription(market) } : {}),
    totalMatched,
    ...(projection.has('RUNNER_DESCRIPTION') || withMetadata
      ? { runners: runnerCatalog(market, withMetadata) }
      : {}),
    ...(projection.has('EVENT_TYPE') ? { eventType: { ...spec.eventType } } : {}),
    ...(projection.has('COMPETITION') && spec.competition !== undefined
      ? { competition: { ...spec.competition } }
      : {}),
    ...(projection.has('EVENT') ? { event: { ...event, ...(venue === undefined ? {} : { venue }) } } : {}),
  };
}
