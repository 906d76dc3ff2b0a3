import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertVolume, formatTradedVolume } from './traded-volume.js';

describe('formatTradedVolume (account-and-product §5)', () => {
  it('writes volumes under 10,000 as whole numbers, truncated, with separators', () => {
    expect(formatTradedVolume(0)).toBe('0');
    expect(formatTradedVolume(0.99)).toBe('0');
    expect(formatTradedVolume(999)).toBe('999');
    expect(formatTradedVolume(1234.56)).toBe('1,234');
    // 9,999.99 stays under the k threshold and must not round up to '10,000'.
    expect(formatTradedVolume(9999.99)).toBe('9,999');
  });

  it('writes 10,000 up to under 10 million as thousands with 1 decimal and k', () => {
    expect(formatTradedVolume(10_000)).toBe('10.0k');
    // 12,345 / 1,000 = 12.345 → truncated to 12.3.
    expect(formatTradedVolume(12_345)).toBe('12.3k');
    // 10,099.99 / 1,000 = 10.09999 → 10.0 (truncation, not 10.1).
    expect(formatTradedVolume(10_099.99)).toBe('10.0k');
    expect(formatTradedVolume(999_999)).toBe('999.9k');
    // 1,234,567 / 1,000 = 1,234.567 → 1,234.5 with a separator.
    expect(formatTradedVolume(1_234_567)).toBe('1,234.5k');
    // Just under the M threshold: 9,999.999 → 9,999.9k, never '10,000.0k'.
    expect(formatTradedVolume(9_999_999)).toBe('9,999.9k');
  });

  it('writes 10 million and above as millions with 2 decimals and M', () => {
    expect(formatTradedVolume(10_000_000)).toBe('10.00M');
    // 12,345,678 / 1,000,000 = 12.345678 → 12.34.
    expect(formatTradedVolume(12_345_678)).toBe('12.34M');
    // 29,990,000 / 1e6 is 29.99 exactly in decimal; a float division must not make it 29.98.
    expect(formatTradedVolume(29_990_000)).toBe('29.99M');
    expect(formatTradedVolume(1_234_567_890)).toBe('1,234.56M');
  });

  it('gives nothing for values that are not a volume', () => {
    for (const bad of [Number.NaN, -0.01, -5, Infinity, -Infinity, 2 ** 60]) {
      expect(formatTradedVolume(bad)).toBeUndefined();
    }
  });

  // Property: the digits shown are exactly the volume's whole units of the last shown place,
  // truncated. Volumes are drawn as whole pennies so the expectation is integer arithmetic.
  it('shows exactly the truncated digits of any penny volume', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000_000 }), (pennies) => {
        const volume = pennies / 100;
        const text = formatTradedVolume(volume) ?? '';
        const digits = BigInt(text.replace(/[,.kM]/g, ''));
        // Pennies per last shown unit: whole → 100, k with 1 decimal → 10,000, M with 2 decimals → 1,000,000.
        const unit = volume >= 10_000_000 ? 1_000_000n : volume >= 10_000 ? 10_000n : 100n;
        const suffix = volume >= 10_000_000 ? 'M' : volume >= 10_000 ? 'k' : '';
        expect(text.endsWith(suffix)).toBe(true);
        expect(digits).toBe(BigInt(pennies) / unit);
        expect(text).toMatch(/^\d{1,3}(,\d{3})*(\.\d{1,2})?[kM]?$/);
      }),
    );
  });

  it('never shows a bigger amount for a smaller volume', () => {
    const shownValue = (text: string): number => {
      const number = Number(text.replace(/[,kM]/g, ''));
      return text.endsWith('M') ? number * 1e6 : text.endsWith('k') ? number * 1e3 : number;
    };
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e13, noNaN: true }),
        fc.double({ min: 0, max: 1e13, noNaN: true }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(shownValue(formatTradedVolume(low) ?? '')).toBeLessThanOrEqual(
            shownValue(formatTradedVolume(high) ?? ''),
          );
          expect(shownValue(formatTradedVolume(high) ?? '')).toBeLessThanOrEqual(high);
        },
      ),
    );
  });
});

describe('convertVolume (trading-core §5 currency-dependent volumes)', () => {
  it('scales by the conversion rate and rounds to pennies', () => {
    // 1,000 GBP at 1.17 EUR per GBP = 1,170 EUR.
    expect(convertVolume(1000, 1.17)).toBe(1170);
    // 0.1 × 3 is 0.30000000000000004 in floats; money shows 0.3.
    expect(convertVolume(0.1, 3)).toBe(0.3);
    // 12.345 × 1 stays 12.35 after rounding half away from zero (decimal, not binary, half).
    expect(convertVolume(12.345, 1)).toBe(12.35);
    // 250.5 × 410.37 (HUF) = 102,797.685 → 102,797.69.
    expect(convertVolume(250.5, 410.37)).toBe(102_797.69);
  });

  it('refuses unusable volumes and rates instead of showing an unconverted figure', () => {
    expect(convertVolume(100, 0)).toBeUndefined();
    expect(convertVolume(100, -1.2)).toBeUndefined();
    expect(convertVolume(100, Number.NaN)).toBeUndefined();
    expect(convertVolume(-1, 1.2)).toBeUndefined();
    expect(convertVolume(Infinity, 1.2)).toBeUndefined();
  });

  it('keeps a penny volume unchanged at rate 1 and stays within half a penny of the product', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.double({ min: 0.0001, max: 1000, noNaN: true }),
        (pennies, rate) => {
          const volume = pennies / 100;
          expect(convertVolume(volume, 1)).toBe(volume);
          const converted = convertVolume(volume, rate) ?? Number.NaN;
          expect(Math.abs(converted - volume * rate)).toBeLessThanOrEqual(0.005 + 1e-9 * volume * rate);
          expect(Number.isInteger(Math.round(converted * 100))).toBe(true);
        },
      ),
    );
  });
});
