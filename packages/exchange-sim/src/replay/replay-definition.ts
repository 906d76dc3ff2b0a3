// A recorded marketDefinition driving the engine's market (betfair-protocol §5.7, §8.6–§8.9,
// §8.13): runner removals with their adjustment factors (Rule 4), BSP reconciliation at the
// recorded prices, bet delay, turn in-play, status changes and, on CLOSED, settlement with the
// recorded winners. The engine keeps its own `version` (it bumps on each material change).
import type { MarketDefinition, RunnerDefinition } from '@greenbook/betfair';
import type { Exchange } from '../core/exchange.js';
import { openMarket, removeRunner, suspendMarket, turnInPlay } from '../core/market-ops.js';
import { runnerKey, type SimMarket } from '../core/market.js';
import { settleMarket } from '../core/settlement.js';
import type { RunnerResult } from '../core/types.js';
import { reconcileStartingPrices } from '../core/starting-price.js';

const isRemoved = (status: string): boolean => status === 'REMOVED' || status === 'REMOVED_VACANT';

function recordedRunners(market: SimMarket, definition: MarketDefinition) {
  // Runners a later definition adds are not in the engine's market (its runners are fixed when
  // the market is created from the first definition); they are left out.
  return definition.runners.flatMap((recorded: RunnerDefinition) => {
    const runner = market.runner(recorded.id, recorded.hc ?? 0);
    return runner === undefined ? [] : [{ recorded, runner }];
  });
}

function applyRunners(exchange: Exchange, market: SimMarket, definition: MarketDefinition): void {
  for (const { recorded, runner } of recordedRunners(market, definition)) {
    if (isRemoved(runner.status)) continue;
    if (recorded.adjustmentFactor !== undefined) runner.adjustmentFactor = recorded.adjustmentFactor;
    if (isRemoved(recorded.status)) {
      removeRunner(exchange, market, runner.selectionId, runner.handicap);
      if (recorded.status === 'REMOVED_VACANT') runner.status = 'REMOVED_VACANT';
    }
  }
}

/** Recorded results; a runner still ACTIVE when the market closes has its bets voided. */
function results(market: SimMarket, definition: MarketDefinition): Map<string, RunnerResult> {
  const byRunner = new Map<string, RunnerResult>();
  for (const { recorded, runner } of recordedRunners(market, definition)) {
    const key = runnerKey(runner.selectionId, runner.handicap);
    if (recorded.status === 'WINNER' || recorded.status === 'PLACED' || recorded.status === 'LOSER') {
      byRunner.set(key, recorded.status);
    } else if (recorded.status === 'ACTIVE') {
      byRunner.set(key, 'VOID');
    }
  }
  return byRunner;
}

export function applyDefinition(exchange: Exchange, market: SimMarket, definition: MarketDefinition): void {
  if (market.status === 'CLOSED') return;
  applyRunners(exchange, market, definition);
  if (definition.bspReconciled && market.spec.bspMarket && !market.bspReconciled) {
    const recorded = new Map(
      definition.runners.map((runner) => [runnerKey(runner.id, runner.hc ?? 0), runner.bsp]),
    );
    reconcileStartingPrices(exchange, market, (runner) =>
      recorded.get(runnerKey(runner.selectionId, runner.handicap)),
    );
  }
  market.complete = definition.complete;
  if (definition.inPlay && !market.inPlay) {
    turnInPlay(exchange, market, definition.betDelay);
  } else if (definition.betDelay !== market.betDelay) {
    market.betDelay = definition.betDelay;
    market.touchDefinition(false);
    exchange.changes.market(market);
  }
  switch (definition.status) {
    case 'OPEN':
      if (market.status !== 'OPEN') openMarket(exchange, market);
      break;
    case 'SUSPENDED':
      if (market.status !== 'SUSPENDED') suspendMarket(exchange, market, definition.suspendReason);
      break;
    case 'INACTIVE':
      if (market.status !== 'INACTIVE') {
        market.status = 'INACTIVE';
        market.touchDefinition(false);
        exchange.changes.market(market);
      }
      break;
    case 'CLOSED':
      settleMarket(exchange, market, { results: results(market, definition) });
      break;
  }
}
