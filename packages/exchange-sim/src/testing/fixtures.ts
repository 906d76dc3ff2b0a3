// Builders for engine tests: an exchange on a manual clock, plain accounts and a market.
import type { CurrencyCode } from '@greenbook/trading';
import type { AccountSpec } from '../core/accounts.js';
import { ManualClock } from '../core/clock.js';
import { Exchange } from '../core/exchange.js';
import type { MarketSpec, RunnerDescription } from '../core/market.js';
import { openMarket } from '../core/market-ops.js';

export function testExchange(): { exchange: Exchange; clock: ManualClock } {
  const clock = new ManualClock();
  return { exchange: new Exchange({ clock }), clock };
}

export function accountSpec(
  accountId: string,
  balance = 1000,
  currencyCode: CurrencyCode = 'GBP',
): AccountSpec {
  return {
    accountId,
    username: accountId,
    password: accountId,
    firstName: 'Test',
    lastName: accountId,
    currencyCode,
    countryCode: 'GB',
    localeCode: 'en',
    region: 'GBR',
    timezone: 'Europe/London',
    balance,
    discountRate: 0,
  };
}

export function runners(count: number): RunnerDescription[] {
  return Array.from({ length: count }, (_, index) => ({
    selectionId: 1000 + index,
    handicap: 0,
    runnerName: `Runner ${index + 1}`,
    sortPriority: index + 1,
    metadata: { runnerId: String(1000 + index) },
  }));
}

export function marketSpec(overrides: Partial<MarketSpec> = {}): MarketSpec {
  return {
    marketId: '1.100000001',
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
    rules: '<p>Match odds rules</p>',
    runners: runners(3),
    ...overrides,
  };
}

/** An exchange with accounts a, b, c (GBP 1000 each) and one open 3-runner market. */
export function openMarketFixture(overrides: Partial<MarketSpec> = {}) {
  const { exchange, clock } = testExchange();
  for (const id of ['a', 'b', 'c']) exchange.addAccount(accountSpec(id));
  const market = exchange.addMarket(marketSpec(overrides));
  openMarket(exchange, market);
  return { exchange, clock, market };
}

export function limit(
  selectionId: number,
  side: 'BACK' | 'LAY',
  price: number,
  size: number,
  extra: Record<string, unknown> = {},
) {
  return {
    orderType: 'LIMIT' as const,
    selectionId,
    handicap: 0,
    side,
    limitOrder: { price, size, persistenceType: 'LAPSE' as const, ...extra },
  };
}
