// A plain open market for server tests that bet: three runners, match odds, no world needed.
import { openMarket, type MarketSpec, type Simulator } from '@greenbook/exchange-sim';

export const TEST_MARKET_ID = '1.100000001';

export function addTestMarket(simulator: Simulator, marketId = TEST_MARKET_ID): void {
  const start = new Date(simulator.clock.now() + 3600_000).toISOString();
  const spec: MarketSpec = {
    marketId,
    marketName: 'Match Odds',
    marketType: 'MATCH_ODDS',
    bettingType: 'ODDS',
    eventType: { id: '1', name: 'Soccer' },
    competition: { id: '10932509', name: 'English Premier League' },
    event: {
      id: '30000001',
      name: 'Arsenal v Chelsea',
      countryCode: 'GB',
      timezone: 'Europe/London',
      venue: undefined,
      openDate: start,
    },
    marketTime: start,
    suspendTime: start,
    numberOfWinners: 1,
    bspMarket: false,
    turnInPlayEnabled: true,
    persistenceEnabled: true,
    marketBaseRate: 5,
    discountAllowed: true,
    priceLadderType: 'CLASSIC',
    inPlayBetDelay: 0,
    rules: '<p>Match odds rules</p>',
    runners: ['Arsenal', 'Chelsea', 'The Draw'].map((runnerName, index) => ({
      selectionId: 1000 + index,
      handicap: 0,
      runnerName,
      sortPriority: index + 1,
      metadata: { runnerId: String(1000 + index) },
    })),
  };
  openMarket(simulator.exchange, simulator.exchange.addMarket(spec));
}
