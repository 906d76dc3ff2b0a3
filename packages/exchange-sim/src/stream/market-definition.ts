// The stream's MarketDefinition of a simulated market (betfair-protocol §5.7), sent whole
// whenever it changes. Built from the market's live state and its spec.
import type { MarketDefinition, RunnerDefinition } from '@greenbook/betfair';
import type { SimMarket, SimRunner } from '../core/market.js';

function runnerDefinition(runner: SimRunner): RunnerDefinition {
  return {
    id: runner.selectionId,
    ...(runner.handicap === 0 ? {} : { hc: runner.handicap }),
    sortPriority: runner.sortPriority,
    status: runner.status,
    adjustmentFactor: runner.adjustmentFactor,
    ...(runner.bsp === undefined ? {} : { bsp: runner.bsp }),
    ...(runner.removalDate === undefined ? {} : { removalDate: runner.removalDate }),
  };
}

export function marketDefinition(market: SimMarket): MarketDefinition {
  const spec = market.spec;
  const line = spec.lineRange;
  return {
    bspMarket: spec.bspMarket,
    turnInPlayEnabled: spec.turnInPlayEnabled,
    persistenceEnabled: spec.persistenceEnabled,
    marketBaseRate: spec.marketBaseRate,
    eventId: spec.event.id,
    eventTypeId: spec.eventType.id,
    numberOfWinners: spec.numberOfWinners,
    bettingType: spec.bettingType,
    marketType: spec.marketType,
    marketTime: spec.marketTime,
    suspendTime: spec.suspendTime,
    bspReconciled: market.bspReconciled,
    complete: market.complete,
    inPlay: market.inPlay,
    // The engine matches backs against lays only: no virtual (cross-matched) prices.
    crossMatching: false,
    runnersVoidable: false,
    numberOfActiveRunners: market.runners.filter((runner) => runner.status === 'ACTIVE').length,
    betDelay: market.betDelay,
    status: market.status,
    runners: market.runners.map(runnerDefinition),
    regulators: ['MR_INT'],
    ...(spec.event.venue === undefined ? {} : { venue: spec.event.venue }),
    countryCode: spec.event.countryCode,
    discountAllowed: spec.discountAllowed,
    timezone: spec.event.timezone,
    openDate: spec.event.openDate,
    version: market.version,
    ...(market.settledTime === undefined ? {} : { settledTime: market.settledTime }),
    ...(spec.eachWayDivisor === undefined ? {} : { eachWayDivisor: spec.eachWayDivisor }),
    ...(spec.raceType === undefined ? {} : { raceType: spec.raceType }),
    priceLadderDefinition: { type: spec.priceLadderType },
    ...(line === undefined
      ? {}
      : { lineMinUnit: line.minUnitValue, lineMaxUnit: line.maxUnitValue, lineInterval: line.interval }),
    ...(market.suspendReason === undefined ? {} : { suspendReason: market.suspendReason }),
    // place-orders.ts implements the PASSIVE bet-delay model (betfair-protocol §8.7).
    betDelayModels: ['PASSIVE'],
  };
}
