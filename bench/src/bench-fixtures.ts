// Accounts and markets for benchmarks: plain GBP accounts with room for any exposure.
import type { AccountSpec, MarketSpec } from '@greenbook/exchange-sim';

export function benchAccountSpec(accountId: string): AccountSpec {
  return {
    accountId,
    username: accountId,
    password: accountId,
    firstName: 'Bench',
    lastName: accountId,
    currencyCode: 'GBP',
    countryCode: 'GB',
    localeCode: 'en',
    region: 'GBR',
    timezone: 'Europe/London',
    balance: 1e12,
    discountRate: 0,
  };
}

/**
 * One of the market's other traders, who make the books the browser benches' person trades on: a
 * synthetic account, as the embedded exchange's own house traders are, so the exchange does not
 * check its funds or keep its tens of thousands of orders in its database as it would a person's
 * (on Betfair they are other people's bets, nothing this machine does).
 */
export function benchMarketTraderSpec(accountId: string): AccountSpec {
  return { ...benchAccountSpec(accountId), synthetic: true };
}

export function benchMarketSpec(marketId = '1.900000001'): MarketSpec {
  return {
    marketId,
    marketName: 'Match Odds',
    marketType: 'MATCH_ODDS',
    bettingType: 'ODDS',
    eventType: { id: '1', name: 'Soccer' },
    competition: undefined,
    event: {
      id: '39000001',
      name: 'Bench v Mark',
      countryCode: 'GB',
      timezone: 'Europe/London',
      venue: undefined,
      openDate: '2026-01-01T15:00:00.000Z',
    },
    marketTime: '2026-01-01T15:00:00.000Z',
    suspendTime: '2026-01-01T15:00:00.000Z',
    numberOfWinners: 1,
    bspMarket: false,
    turnInPlayEnabled: true,
    persistenceEnabled: true,
    marketBaseRate: 5,
    discountAllowed: true,
    priceLadderType: 'CLASSIC',
    inPlayBetDelay: 5,
    rules: '',
    runners: [1000, 1001, 1002].map((selectionId, index) => ({
      selectionId,
      handicap: 0,
      runnerName: `Runner ${index + 1}`,
      sortPriority: index + 1,
      metadata: { runnerId: String(selectionId) },
    })),
  };
}
