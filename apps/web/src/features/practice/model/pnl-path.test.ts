import { describe, expect, it } from 'vitest';
import { pnlGeometry } from './pnl-path';
import { formatMoney } from './practice-format';

describe('pnlGeometry', () => {
  it('draws steps across the box with zero where it belongs', () => {
    const geometry = pnlGeometry(
      [
        { at: 0, pnlCents: 0 },
        { at: 50, pnlCents: 100 },
        { at: 100, pnlCents: -100 },
      ],
      200,
      100,
    );
    expect(geometry).toEqual({
      path: 'M0.0,50.0 H100.0 V0.0 H200.0 V100.0',
      zeroY: 50,
      minCents: -100,
      maxCents: 100,
    });
  });

  it('needs two points', () => {
    expect(pnlGeometry([{ at: 0, pnlCents: 5 }], 10, 10)).toBeUndefined();
  });
});

describe('formatMoney', () => {
  it('writes exact cents with the currency', () => {
    expect(formatMoney(1234, 'GBP')).toBe('GBP 12.34');
    expect(formatMoney(-120, 'BRL')).toBe('-BRL 1.20');
    expect(formatMoney(40000, 'HUF')).toBe('HUF 400.00');
  });
});
