import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromHundredths } from '../money/decimal.js';
import {
  DEFAULT_STAKE,
  DEFAULT_STAKE_BUTTONS,
  STAKE_INPUT_MIN,
  STAKE_STEP,
  customStakeTextOnBlur,
  normaliseConfirmationStake,
  parseCustomStake,
  stepStake,
} from './stake-input.js';

const pennies = (min: number, max: number) => fc.integer({ min, max }).map(fromHundredths);

describe('stake constants (trading-core §9)', () => {
  it('match the spec', () => {
    expect(DEFAULT_STAKE).toBe(2);
    expect(DEFAULT_STAKE_BUTTONS).toEqual([2, 10, 25]);
    expect(STAKE_INPUT_MIN).toBe(2);
    expect(STAKE_STEP).toBe(0.01);
  });
});

describe('plus/minus buttons (trading-core §5)', () => {
  it('change the stake by 1 and reset a result below 2 to 2', () => {
    expect(stepStake(2, 1)).toEqual({ ok: true, stake: 3 });
    expect(stepStake(2.35, 1)).toEqual({ ok: true, stake: 3.35 });
    expect(stepStake(3.35, -1)).toEqual({ ok: true, stake: 2.35 });
    expect(stepStake(2.5, -1)).toEqual({ ok: true, stake: 2 }); // 1.50 < 2 → 2
    expect(stepStake(3, -1)).toEqual({ ok: true, stake: 2 }); // exactly 2 stays 2
    expect(stepStake(1.5, -1)).toEqual({ ok: true, stake: 2 }); // 0.50 < 2 → 2
    expect(stepStake(0.3, 1)).toEqual({ ok: true, stake: 2 }); // 1.30 < 2 → 2
    expect(stepStake(1.1 + 0.2, 1)).toEqual({ ok: true, stake: 2.3 }); // 1.3000000000000003 + 1 → 2.30
  });

  it('refuse a non-number', () => {
    expect(stepStake(Number.NaN, 1)).toEqual({ ok: false, error: 'not-a-number' });
    expect(stepStake(Number.POSITIVE_INFINITY, -1)).toEqual({ ok: false, error: 'not-a-number' });
  });

  it('always give a 2-decimal stake of at least 2, exactly 1 away unless reset', () => {
    fc.assert(
      fc.property(
        pennies(-100000, 10000000),
        fc.constantFrom(1 as const, -1 as const),
        (current, direction) => {
          const result = stepStake(current, direction);
          if (!result.ok) throw new Error('unexpected refusal');
          expect(result.stake).toBeGreaterThanOrEqual(STAKE_INPUT_MIN);
          expect(fromHundredths(Math.round(result.stake * 100))).toBe(result.stake);
          const moved = fromHundredths(Math.round(current * 100) + direction * 100);
          expect(result.stake).toBe(moved < 2 ? 2 : moved);
        },
      ),
    );
  });

  it('minus then plus gives the stake back from 3 up', () => {
    fc.assert(
      fc.property(pennies(300, 10000000), (current) => {
        const down = stepStake(current, -1);
        if (!down.ok) throw new Error('unexpected refusal');
        expect(stepStake(down.stake, 1)).toEqual({ ok: true, stake: current });
      }),
    );
  });
});

describe('confirmation stake input (trading-core §5: min 2.00, step 0.01)', () => {
  it('rounds to 2 decimals half away from zero and refuses below 2', () => {
    expect(normaliseConfirmationStake(2.005)).toEqual({ ok: true, stake: 2.01 });
    expect(normaliseConfirmationStake(2.004)).toEqual({ ok: true, stake: 2 });
    expect(normaliseConfirmationStake(1.995)).toEqual({ ok: true, stake: 2 }); // rounds up to the minimum
    expect(normaliseConfirmationStake(1.994)).toEqual({ ok: false, error: 'below-minimum', minimum: 2 });
    expect(normaliseConfirmationStake(0)).toEqual({ ok: false, error: 'below-minimum', minimum: 2 });
    expect(normaliseConfirmationStake(-3)).toEqual({ ok: false, error: 'negative' });
    expect(normaliseConfirmationStake(Number.NaN)).toEqual({ ok: false, error: 'not-a-number' });
  });

  it('takes every 2-decimal stake of at least 2 unchanged', () => {
    fc.assert(
      fc.property(pennies(200, 1e9), (stake) => {
        expect(normaliseConfirmationStake(stake)).toEqual({ ok: true, stake });
      }),
    );
  });

  it('never returns a stake below 2 or more than half a penny away', () => {
    fc.assert(
      fc.property(fc.double({ min: -10, max: 1e6, noNaN: true }), (typed) => {
        const result = normaliseConfirmationStake(typed);
        if (!result.ok) {
          expect(typed).toBeLessThan(1.995);
          return;
        }
        expect(result.stake).toBeGreaterThanOrEqual(2);
        expect(Math.abs(result.stake - typed)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });
});

describe('custom stake field (trading-core §5)', () => {
  it('reads an empty field as "clear the temporary stake"', () => {
    expect(parseCustomStake('')).toEqual({ kind: 'clear' });
    expect(parseCustomStake('   ')).toEqual({ kind: 'clear' });
  });

  it('reads plain decimals, rounded to 2 places; 0 is allowed (min 0)', () => {
    expect(parseCustomStake('5')).toEqual({ kind: 'stake', stake: 5 });
    expect(parseCustomStake(' 1.255 ')).toEqual({ kind: 'stake', stake: 1.26 });
    expect(parseCustomStake('.5')).toEqual({ kind: 'stake', stake: 0.5 });
    expect(parseCustomStake('3.')).toEqual({ kind: 'stake', stake: 3 });
    expect(parseCustomStake('0')).toEqual({ kind: 'stake', stake: 0 });
    expect(parseCustomStake('-0')).toEqual({ kind: 'stake', stake: 0 });
  });

  it('refuses negatives and anything that is not a plain decimal', () => {
    expect(parseCustomStake('-1')).toEqual({ kind: 'invalid', error: 'negative' });
    for (const text of ['abc', '1e3', '0x10', 'Infinity', '1,5', '1.2.3', '--1', '+2']) {
      expect(parseCustomStake(text)).toEqual({ kind: 'invalid', error: 'not-a-number' });
    }
  });

  it('reads back any 2-decimal amount it is given as text', () => {
    fc.assert(
      fc.property(pennies(0, 1e9), (stake) => {
        expect(parseCustomStake(stake.toFixed(2))).toEqual({ kind: 'stake', stake });
      }),
    );
  });

  it('on blur keeps matching text and restores the stored value on a mismatch', () => {
    expect(customStakeTextOnBlur('5.00', 5)).toBe('5.00');
    expect(customStakeTextOnBlur('', undefined)).toBe('');
    expect(customStakeTextOnBlur('-4', 5)).toBe('5');
    expect(customStakeTextOnBlur('abc', undefined)).toBe('');
    expect(customStakeTextOnBlur('7', 5)).toBe('5');
  });
});
