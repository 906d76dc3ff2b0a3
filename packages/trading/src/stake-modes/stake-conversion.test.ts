import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allPrices, CLASSIC_LADDER } from '../ladder/index.js';
import { fromHundredths, toHundredths } from '../money/decimal.js';
import type { Side } from '../money/side.js';
import {
  INVALID_MODE_ODD_MESSAGE,
  INVALID_MODE_VALUE_MESSAGE,
  modeValueFromStake,
  stakeFromModeValue,
  stakeModeBasis,
} from './stake-conversion.js';
import { INVALID_STAKE_MODE_MESSAGE, STAKE_MODES } from './stake-mode.js';
import type { StakeMode } from './stake-mode.js';

const classicPrices = allPrices(CLASSIC_LADDER);
const modes = fc.constantFrom(...STAKE_MODES);
const sides = fc.constantFrom<Side>('BACK', 'LAY');
const odds = fc.constantFrom(...classicPrices);

function stakeOf(mode: StakeMode, side: Side, odd: number, value: number): number {
  const result = stakeFromModeValue(mode, side, odd, value);
  if (!result.ok) throw new Error(result.message);
  return result.stake;
}

function valueOf(
  mode: StakeMode,
  side: Side,
  odd: number,
  stake: number,
): { value: number; displayValue: number } {
  const result = modeValueFromStake(mode, side, odd, stake);
  if (!result.ok) throw new Error(result.message);
  return { value: result.value, displayValue: result.displayValue };
}

describe('what each mode value means (trading-core §4)', () => {
  it('follows the table: stake, or stake × (odd − 1)', () => {
    expect(STAKE_MODES.map((mode) => [stakeModeBasis(mode, 'BACK'), stakeModeBasis(mode, 'LAY')])).toEqual([
      ['stake', 'stake'], // STAKE
      ['stake', 'winnings'], // LIABILITY: a back risks its stake, a lay risks stake × (odd − 1)
      ['winnings', 'stake'], // PROFIT: a back wins stake × (odd − 1), a lay wins the stake
      ['winnings', 'winnings'], // MIX: the stake of the equivalent bet on the inverse outcome
    ]);
  });

  it('converts typed values to stakes (worked examples)', () => {
    expect(stakeOf('STAKE', 'LAY', 3, 7.5)).toBe(7.5);
    expect(stakeOf('LIABILITY', 'BACK', 3, 10)).toBe(10);
    expect(stakeOf('LIABILITY', 'LAY', 3, 10)).toBe(5); // 10 / 2
    expect(stakeOf('LIABILITY', 'LAY', 1.3, 10)).toBe(33.33); // 10 / 0.3 = 33.333…
    expect(stakeOf('PROFIT', 'BACK', 1.5, 10)).toBe(20); // 10 / 0.5
    expect(stakeOf('PROFIT', 'LAY', 1.5, 10)).toBe(10);
    expect(stakeOf('MIX', 'BACK', 4, 9)).toBe(3); // 9 / 3
    expect(stakeOf('MIX', 'LAY', 4, 9)).toBe(3);
    expect(stakeOf('LIABILITY', 'LAY', 1.08, 0.01)).toBe(0.13); // 0.01 / 0.08 = 0.125 → half up
    expect(stakeOf('PROFIT', 'BACK', 3, 10.01)).toBe(5.01); // 5.005 → half up
    expect(stakeOf('STAKE', 'BACK', 3, 2.005)).toBe(2.01);
    expect(stakeOf('PROFIT', 'BACK', 3, 0)).toBe(0);
  });

  it('converts stakes to mode values exactly, with a 2-decimal display value', () => {
    // 1.15 lay @ 1.3: liability 1.15 × 0.3 = 0.345 (shown 0.35).
    expect(valueOf('LIABILITY', 'LAY', 1.3, 1.15)).toEqual({ value: 0.345, displayValue: 0.35 });
    expect(valueOf('PROFIT', 'BACK', 21, 0.5)).toEqual({ value: 10, displayValue: 10 });
    expect(valueOf('MIX', 'LAY', 1000, 2)).toEqual({ value: 1998, displayValue: 1998 });
    expect(valueOf('STAKE', 'BACK', 1000, 2)).toEqual({ value: 2, displayValue: 2 });
    // 33.33 lay @ 1.3 → 9.999, shown 10.00: the typed 10 comes back.
    expect(valueOf('LIABILITY', 'LAY', 1.3, 33.33)).toEqual({ value: 9.999, displayValue: 10 });
  });

  it('refuses an invalid mode, odd or value', () => {
    const badMode = 'FOO' as StakeMode;
    expect(stakeFromModeValue(badMode, 'BACK', 2, 1)).toEqual({
      ok: false,
      error: 'invalid-mode',
      message: INVALID_STAKE_MODE_MESSAGE,
    });
    expect(modeValueFromStake(badMode, 'LAY', 2, 1)).toMatchObject({ error: 'invalid-mode' });
    for (const odd of [1, 1.005, 1001, Number.NaN]) {
      expect(stakeFromModeValue('PROFIT', 'BACK', odd, 1)).toEqual({
        ok: false,
        error: 'invalid-odd',
        message: INVALID_MODE_ODD_MESSAGE,
      });
    }
    for (const value of [-1, Number.NaN, Number.POSITIVE_INFINITY, 1e300]) {
      expect(stakeFromModeValue('STAKE', 'BACK', 2, value)).toEqual({
        ok: false,
        error: 'invalid-value',
        message: INVALID_MODE_VALUE_MESSAGE,
      });
      expect(modeValueFromStake('STAKE', 'BACK', 2, value)).toMatchObject({ error: 'invalid-value' });
    }
  });
});

describe('round trips (property tests, every mode, side and CLASSIC odd)', () => {
  it('stake → mode value → stake gives the same stake exactly', () => {
    fc.assert(
      fc.property(modes, sides, odds, fc.integer({ min: 0, max: 1e7 }), (mode, side, odd, cents) => {
        const stake = fromHundredths(cents);
        expect(stakeOf(mode, side, odd, valueOf(mode, side, odd, stake).value)).toBe(stake);
      }),
    );
  });

  it('stake → shown (2-dp) value → stake stays within 0.01 whenever (odd − 1) ≥ 0.5', () => {
    // Typing back the rounded display moves the value by ≤ 0.005, so the stake by ≤ 0.005 / (odd − 1)
    // (+ 0.005 for its own rounding). Below odd 1.5 the displayed liability/profit is too coarse.
    fc.assert(
      fc.property(modes, sides, odds, fc.integer({ min: 0, max: 1e7 }), (mode, side, odd, cents) => {
        const stake = fromHundredths(cents);
        const shown = valueOf(mode, side, odd, stake).displayValue;
        const back = stakeOf(mode, side, odd, shown);
        const bound = stakeModeBasis(mode, side) === 'stake' ? 0 : 0.005 / (odd - 1) + 0.005;
        expect(Math.abs(toHundredths(back) - cents)).toBeLessThanOrEqual(Math.floor(bound * 100 + 1e-9));
        if (odd >= 1.5) expect(Math.abs(back - stake)).toBeLessThanOrEqual(0.01 + 1e-9);
      }),
    );
  });

  it('mode value → stake → mode value stays within 0.005 × (odd − 1), and the 2-decimal display within that + 0.005', () => {
    fc.assert(
      fc.property(modes, sides, odds, fc.integer({ min: 0, max: 1e7 }), (mode, side, odd, cents) => {
        const typed = fromHundredths(cents);
        const stake = stakeOf(mode, side, odd, typed);
        expect(fromHundredths(toHundredths(stake))).toBe(stake); // a 2-decimal stake
        const { value, displayValue } = valueOf(mode, side, odd, stake);
        const bound = stakeModeBasis(mode, side) === 'stake' ? 0 : 0.005 * (odd - 1);
        expect(Math.abs(value - typed)).toBeLessThanOrEqual(bound + 1e-9);
        expect(Math.abs(displayValue - typed)).toBeLessThanOrEqual(bound + 0.005 + 1e-9);
      }),
    );
  });

  it('a larger typed value never gives a smaller stake', () => {
    fc.assert(
      fc.property(
        modes,
        sides,
        odds,
        fc.integer({ min: 0, max: 1e7 }),
        fc.integer({ min: 0, max: 1e5 }),
        (mode, side, odd, cents, more) => {
          const low = stakeOf(mode, side, odd, fromHundredths(cents));
          expect(stakeOf(mode, side, odd, fromHundredths(cents + more))).toBeGreaterThanOrEqual(low);
        },
      ),
    );
  });
});
