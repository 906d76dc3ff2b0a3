import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sumMoney } from '../money/decimal.js';
import { cashOutMarket, globalCashOut } from './cashout-actions.js';
import type { CashoutCandidate } from './cashout-actions.js';
import { CASHOUT_MARKET_UNAVAILABLE, NO_MARKETS_TO_CASH_OUT } from './closing-constants.js';
import type { MarketCashout } from './market-cashout.js';

const record = (marketId: string, value: number, overrides: Partial<MarketCashout> = {}): MarketCashout => ({
  marketId,
  status: 'OPEN',
  marketCashout: value,
  fullCashout: value,
  cashoutDelta: 5,
  minCashout: value - 5,
  usesFullCalculation: true,
  runnerWithBets: [{ runnerId: '7_0', side: 'BACK', stake: 3.5, odd: 4, bestBackOdd: 4, bestLayOdd: 4.1 }],
  isMissingBestOdds: false,
  isMultipleWinners: false,
  isOpenForBetting: true,
  maxCalculatedCashoutStake: 3.5,
  betDelay: 0,
  hasMatchedBets: true,
  ...overrides,
});

const candidates: CashoutCandidate[] = [
  { eventId: 'E1', cashout: record('1.1', 2.1) },
  { eventId: 'E2', cashout: record('1.2', -0.6) },
  { eventId: 'E1', cashout: record('1.3', 1.2) },
  { eventId: 'E3', cashout: record('1.4', 9, { isOpenForBetting: false, status: 'SUSPENDED' }) },
];

describe('cashOutMarket', () => {
  it('returns the market’s closing bets typed cashout', () => {
    expect(cashOutMarket(candidates, '1.2', 'GBP')).toEqual({
      ok: true,
      order: {
        type: 'cashout',
        profitLossValue: -0.6,
        marketIds: ['1.2'],
        betsByEvent: [
          {
            eventId: 'E2',
            markets: [
              {
                marketId: '1.2',
                bets: [{ runnerId: '7_0', side: 'BACK', odd: 4, stake: 3.5, type: 'cashout' }],
              },
            ],
          },
        ],
      },
    });
  });

  it('refuses unknown or ineligible markets with the spec message', () => {
    const error = { ok: false, message: CASHOUT_MARKET_UNAVAILABLE };
    expect(cashOutMarket(candidates, '9.9', 'GBP')).toEqual(error);
    expect(cashOutMarket(candidates, '1.4', 'GBP')).toEqual(error);
    expect(CASHOUT_MARKET_UNAVAILABLE).toBe(
      'Error when trying to Cash Out. Market not found or unavailable to cash out.',
    );
  });
});

describe('globalCashOut', () => {
  it('needs premium', () => {
    expect(globalCashOut({ isPremium: false, currency: 'GBP', candidates })).toEqual({
      kind: 'UPGRADE_REQUIRED',
    });
  });

  it('sums every eligible market and groups the bets by event and market', () => {
    // 2.1 − 0.6 + 1.2 = 2.7 (market 1.4 is suspended and left out)
    const result = globalCashOut({ isPremium: true, currency: 'GBP', candidates });
    expect(result.kind).toBe('READY');
    if (result.kind !== 'READY') return;
    expect(result.order.profitLossValue).toBe(2.7);
    expect(result.order.marketIds).toEqual(['1.1', '1.2', '1.3']);
    expect(result.order.betsByEvent.map((e) => [e.eventId, e.markets.map((m) => m.marketId)])).toEqual([
      ['E1', ['1.1', '1.3']],
      ['E2', ['1.2']],
    ]);
    expect(
      result.order.betsByEvent.flatMap((e) => e.markets.flatMap((m) => m.bets.map((b) => b.type))),
    ).toEqual(Array(3).fill('global_cashout'));
  });

  it('says when nothing can be cashed out', () => {
    expect(
      globalCashOut({ isPremium: true, currency: 'GBP', candidates: [candidates[3] as CashoutCandidate] }),
    ).toEqual({
      kind: 'NOTHING_TO_CASH_OUT',
      message: NO_MARKETS_TO_CASH_OUT,
    });
    expect(NO_MARKETS_TO_CASH_OUT).toBe('you have no markets available to cash out');
  });

  it('total equals the exact sum of the eligible markets’ values', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: -100_000, max: 100_000 }), fc.boolean()), {
          minLength: 1,
          maxLength: 8,
        }),
        (markets) => {
          const list = markets.map(([cents, open], i) => ({
            eventId: `E${i % 3}`,
            cashout: record(`1.${i}`, cents / 100, { isOpenForBetting: open }),
          }));
          const result = globalCashOut({ isPremium: true, currency: 'EUR', candidates: list });
          const open = list.filter((c) => c.cashout.isOpenForBetting);
          if (open.length === 0) {
            expect(result.kind).toBe('NOTHING_TO_CASH_OUT');
            return;
          }
          expect(result.kind === 'READY' && result.order.profitLossValue).toBe(
            sumMoney(open.map((c) => c.cashout.marketCashout)),
          );
        },
      ),
    );
  });
});
