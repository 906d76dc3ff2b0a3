import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fromHundredths } from '../money/decimal.js';
import { CURRENCY_STAKE_RULES, SUPPORTED_CURRENCIES } from '../stakes/currencies.js';
import { cashoutButtonState, isCashoutDeltaTooSmall, isCashoutStakeTooSmall } from './cashout-button.js';
import { MARKET_WITHOUT_CASH_OUT, NO_ODDS_TO_CASH_OUT } from './closing-constants.js';
import type { MarketCashout } from './market-cashout.js';

const record = (overrides: Partial<MarketCashout> = {}): MarketCashout => ({
  marketId: '1.1',
  status: 'OPEN',
  marketCashout: 2,
  fullCashout: 2,
  cashoutDelta: 12,
  minCashout: -10,
  usesFullCalculation: true,
  runnerWithBets: [{ runnerId: 'A', side: 'LAY', stake: 12, odd: 2.5, bestBackOdd: 2.4, bestLayOdd: 2.5 }],
  isMissingBestOdds: false,
  isMultipleWinners: false,
  isOpenForBetting: true,
  maxCalculatedCashoutStake: 12,
  betDelay: 0,
  hasMatchedBets: true,
  ...overrides,
});

describe('cashoutButtonState', () => {
  it('is enabled for an open single-winner market worth closing', () => {
    expect(cashoutButtonState(record(), 'gbp')).toEqual({
      enabled: true,
      disabledReason: undefined,
      label: undefined,
      value: 2,
      tone: 'win',
      showUnlevel: true,
      showHedge: true,
    });
  });

  it('shows the spec texts and the status when disabled', () => {
    expect(cashoutButtonState(record({ isMultipleWinners: true }), 'GBP')).toMatchObject({
      enabled: false,
      disabledReason: 'MULTIPLE_WINNERS',
      label: MARKET_WITHOUT_CASH_OUT,
    });
    expect(cashoutButtonState(record({ status: 'SUSPENDED', isOpenForBetting: false }), 'GBP')).toMatchObject(
      {
        disabledReason: 'NOT_OPEN',
        label: 'SUSPENDED',
      },
    );
    expect(cashoutButtonState(record({ isMissingBestOdds: true }), 'GBP')).toMatchObject({
      disabledReason: 'MISSING_ODDS',
      label: NO_ODDS_TO_CASH_OUT,
    });
    expect(cashoutButtonState(record(), 'XYZ')).toMatchObject({
      enabled: false,
      disabledReason: 'UNSUPPORTED_CURRENCY',
    });
    expect([MARKET_WITHOUT_CASH_OUT, NO_ODDS_TO_CASH_OUT]).toEqual([
      'Market without Cash Out',
      'No Odds available to Cash Out',
    ]);
  });

  it('is disabled when |delta| ≤ 0.03', () => {
    for (const [delta, enabled] of [
      [0.03, false],
      [-0.03, false],
      [0, false],
      [0.04, true],
      [-0.04, true],
      [0.1 - 0.07, false], // 0.030000000000000006 in binary
    ] as const) {
      expect(cashoutButtonState(record({ cashoutDelta: delta }), 'GBP').enabled).toBe(enabled);
    }
  });

  it('is disabled when the largest stake is under 1% of the currency minimum stake', () => {
    // GBP minimum 1 → 0.01; HUF minimum 400 → 4.
    expect(cashoutButtonState(record({ maxCalculatedCashoutStake: 0 }), 'GBP').disabledReason).toBe(
      'STAKE_TOO_SMALL',
    );
    expect(cashoutButtonState(record({ maxCalculatedCashoutStake: 0.01 }), 'GBP').enabled).toBe(true);
    expect(cashoutButtonState(record({ maxCalculatedCashoutStake: 3.99 }), 'HUF').disabledReason).toBe(
      'STAKE_TOO_SMALL',
    );
    expect(cashoutButtonState(record({ maxCalculatedCashoutStake: 4 }), 'HUF').enabled).toBe(true);
  });

  it('colours by sign and shows unlevel and hedge by their rules', () => {
    expect(cashoutButtonState(record({ marketCashout: -0.5 }), 'GBP').tone).toBe('lose');
    expect(cashoutButtonState(record({ marketCashout: 0 }), 'GBP')).toMatchObject({
      tone: 'win',
      showUnlevel: false,
    });
    expect(cashoutButtonState(record({ hasMatchedBets: false }), 'GBP').showUnlevel).toBe(false);
    expect(cashoutButtonState(record({ cashoutDelta: 0.03 }), 'GBP').showHedge).toBe(true);
    expect(cashoutButtonState(record({ cashoutDelta: 0.02 }), 'GBP').showHedge).toBe(false);
    expect(cashoutButtonState(record({ cashoutDelta: -1 }), 'GBP').showHedge).toBe(false);
  });
});

describe('cash-out thresholds — properties', () => {
  it('the delta rule is |delta¢| ≤ 3', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 10_000 }), (cents) => {
        expect(isCashoutDeltaTooSmall(fromHundredths(cents))).toBe(Math.abs(cents) <= 3);
      }),
    );
  });

  it('the stake rule is stake¢ × 100 < minimum stake¢ for every currency', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SUPPORTED_CURRENCIES),
        fc.integer({ min: 0, max: 100_000 }),
        (code, cents) => {
          const { minStake } = CURRENCY_STAKE_RULES[code];
          expect(isCashoutStakeTooSmall(fromHundredths(cents), minStake)).toBe(cents * 100 < minStake * 100);
        },
      ),
    );
  });
});
