// What placing needs to know about a market (trading-core §3 market definition), read from the
// stream's market definition: status, betting and market type (restrictions), bet delay
// (animation) and the price ladder (odds validation).
import { ladderFor, type LadderDefinition, type PriceLadder } from '@greenbook/trading';
import type { MarketDefinition } from '@greenbook/betfair';

export interface BetMarket {
  readonly marketId: string;
  readonly status: string | undefined;
  readonly bettingType: string | undefined;
  readonly marketType: string | undefined;
  readonly betDelay: number;
  readonly ladder: PriceLadder;
}

/** trading-core §5 "Grid by ladder type": CLASSIC, FINEST, or LINE_RANGE from the line fields. */
export function ladderOfDefinition(definition: MarketDefinition | undefined): PriceLadder {
  const ladder: LadderDefinition = {
    type: definition?.priceLadderDefinition?.type,
    interval: definition?.lineInterval,
    minUnit: definition?.lineMinUnit,
    maxUnit: definition?.lineMaxUnit,
  };
  return ladderFor(ladder);
}

export function betMarketOf(marketId: string, definition: MarketDefinition | undefined): BetMarket {
  return {
    marketId,
    status: definition?.status,
    bettingType: definition?.bettingType,
    marketType: definition?.marketType,
    betDelay: definition?.betDelay ?? 0,
    ladder: ladderOfDefinition(definition),
  };
}
