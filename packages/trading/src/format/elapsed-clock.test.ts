import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatElapsedClock } from './elapsed-clock.js';

describe('formatElapsedClock (account-and-product §4 DELAY timer)', () => {
  it('reads mm:ss under an hour and h:mm:ss from an hour', () => {
    expect(formatElapsedClock(0)).toBe('00:00');
    // 307 s = 5 min 7 s.
    expect(formatElapsedClock(307)).toBe('05:07');
    expect(formatElapsedClock(59.9)).toBe('00:59');
    expect(formatElapsedClock(3599)).toBe('59:59');
    expect(formatElapsedClock(3600)).toBe('1:00:00');
    // 43,389 s = 12 h (43,200) + 3 min (180) + 9 s.
    expect(formatElapsedClock(43_389)).toBe('12:03:09');
  });

  it('gives nothing for negative or non-finite values', () => {
    expect(formatElapsedClock(-1)).toBeUndefined();
    expect(formatElapsedClock(Number.NaN)).toBeUndefined();
    expect(formatElapsedClock(Infinity)).toBeUndefined();
  });

  it('reads back as the whole seconds elapsed', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1_000_000, noNaN: true }), (seconds) => {
        const parts = (formatElapsedClock(seconds) ?? '').split(':').map(Number);
        const total = parts.reduce((sum, part) => sum * 60 + part, 0);
        expect(total).toBe(Math.floor(seconds));
        expect(parts.length).toBe(seconds >= 3600 ? 3 : 2);
      }),
    );
  });
});
