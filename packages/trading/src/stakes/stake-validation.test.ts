import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromHundredths } from '../money/decimal.js';
import { CURRENCY_STAKE_RULES, SUPPORTED_CURRENCIES } from './currencies.js';
import {
  INVALID_STAKE_MESSAGE,
  UNSUPPORTED_CURRENCY_MESSAGE,
  classifyStake,
  unsupportedCurrencyMessage,
  validateBetStake,
  zeroStakeMessage,
} from './stake-validation.js';

describe('zero stake (trading-core §5)', () => {
  it('is refused with the exact spec text and the market id', () => {
    expect(zeroStakeMessage('1.234567890')).toBe(
      'Bet not placed. Was trying to place a zero stake value bet, on market id: 1.234567890',
    );
    expect(validateBetStake({ stake: 0, currency: 'GBP', marketId: '1.2' })).toEqual({
      ok: false,
      reason: 'zero-stake',
      message: 'Bet not placed. Was trying to place a zero stake value bet, on market id: 1.2',
    });
  });

  it('includes stakes that round to 0.00, and wins over an unsupported currency', () => {
    expect(validateBetStake({ stake: 0.004, currency: 'GBP', marketId: '1.2' })).toMatchObject({
      reason: 'zero-stake',
    });
    expect(validateBetStake({ stake: 0, currency: 'XYZ', marketId: '1.2' })).toMatchObject({
      reason: 'zero-stake',
    });
  });
});

describe('unsupported currency and invalid stakes (trading-core §5)', () => {
  it('refuses an unsupported currency with our message naming it', () => {
    expect(validateBetStake({ stake: 5, currency: 'jpy', marketId: '1.2' })).toEqual({
      ok: false,
      reason: 'unsupported-currency',
      message: `${UNSUPPORTED_CURRENCY_MESSAGE} (JPY)`,
    });
    expect(unsupportedCurrencyMessage('')).toBe(`${UNSUPPORTED_CURRENCY_MESSAGE} (none)`);
  });

  it('refuses negative and non-numeric stakes', () => {
    for (const stake of [-1, -0.01, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(validateBetStake({ stake, currency: 'GBP', marketId: '1.2' })).toEqual({
        ok: false,
        reason: 'invalid-stake',
        message: INVALID_STAKE_MESSAGE,
      });
    }
  });
});

describe('normal and small stakes (trading-core §5 minimum stake by currency)', () => {
  it('classifies against the currency minimum', () => {
    // GBP minimum 1: 0.99 is small, 1.00 normal; HUF minimum 400.
    expect(classifyStake(0.99, CURRENCY_STAKE_RULES.GBP)).toBe('small');
    expect(classifyStake(1, CURRENCY_STAKE_RULES.GBP)).toBe('normal');
    expect(classifyStake(0.995, CURRENCY_STAKE_RULES.GBP)).toBe('normal'); // sent as 1.00
    expect(classifyStake(399.99, CURRENCY_STAKE_RULES.HUF)).toBe('small');
    expect(validateBetStake({ stake: 2.555, currency: 'eur', marketId: '1.2' })).toEqual({
      ok: true,
      stake: 2.56,
      currency: 'EUR',
      rules: CURRENCY_STAKE_RULES.EUR,
      stakeClass: 'normal',
    });
  });

  it('is small exactly below the minimum, for every currency', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SUPPORTED_CURRENCIES),
        fc.integer({ min: 1, max: 1000000 }),
        (currency, cents) => {
          const stake = fromHundredths(cents);
          const check = validateBetStake({ stake, currency, marketId: '1.2' });
          if (!check.ok) throw new Error(check.message);
          expect(check.stake).toBe(stake);
          expect(check.stakeClass).toBe(stake < CURRENCY_STAKE_RULES[currency].minStake ? 'small' : 'normal');
        },
      ),
    );
  });
});
