// The names of markets with bets (event, market, runners) from listMarketCatalogue in the user's
// locale, for the global cash out confirmation (trading-core §4) and the General tab's lists (§2).
// The stream caches carry prices and bets but no names, and these markets are usually not on screen.
import type { MarketCatalogue } from '@greenbook/betfair';
import type { ExchangeClient } from '@/lib/exchange/exchange-client';
import { runnerNamesOf } from '@/lib/market/line-markets';

export interface ClosingMarketNames {
  readonly eventId: string;
  readonly eventName: string | undefined;
  readonly marketName: string;
  readonly runnerNames: Readonly<Record<string, string>>;
}

function namesOf(catalogue: MarketCatalogue): ClosingMarketNames | undefined {
  const eventId = catalogue.event?.id;
  if (eventId === undefined) return undefined;
  return {
    eventId,
    eventName: catalogue.event?.name,
    marketName: catalogue.marketName,
    runnerNames: runnerNamesOf(catalogue),
  };
}

/** The names of the given markets by market id; a market the exchange no longer lists is absent. */
export async function getMarketsWithBetsNames(
  client: ExchangeClient,
  marketIds: readonly string[],
  locale: string,
): Promise<ReadonlyMap<string, ClosingMarketNames>> {
  if (marketIds.length === 0) return new Map();
  const catalogues = await client.api.listMarketCatalogue({
    filter: { marketIds: [...marketIds] },
    marketProjection: ['EVENT', 'RUNNER_DESCRIPTION', 'MARKET_DESCRIPTION'],
    maxResults: marketIds.length,
    locale,
  });
  const names = new Map<string, ClosingMarketNames>();
  for (const catalogue of catalogues) {
    const known = namesOf(catalogue);
    if (known !== undefined) names.set(catalogue.marketId, known);
  }
  return names;
}
