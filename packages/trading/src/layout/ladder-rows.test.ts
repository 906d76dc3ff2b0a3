import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INVALID_INPUT_MESSAGE } from '../constants/messages.js';
import {
  DEFAULT_LADDER_VIEW,
  ladderRowHeight,
  ladderRowsToRender,
  rowSpacingFor,
  validateLadderSlider,
  type LadderSliderValue,
} from './ladder-rows.js';

const sliderValue = fc.integer({ min: -5, max: 5 }) as fc.Arbitrary<LadderSliderValue>;

describe('ladder sliders (trading-core §5)', () => {
  it('accepts integers from -5 to 5 only', () => {
    for (const value of [-5, -1, 0, 3, 5]) expect(validateLadderSlider(value)).toEqual({ ok: true, value });
    for (const bad of [-6, 6, 1.5, Number.NaN, '2', undefined]) {
      expect(validateLadderSlider(bad)).toEqual({ ok: false, message: INVALID_INPUT_MESSAGE });
    }
  });
});

describe('ladder row geometry (trading-core §9)', () => {
  it('maps row spacing as the spec table', () => {
    const values: LadderSliderValue[] = [-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5];
    expect(values.map(rowSpacingFor)).toEqual([0, 0.5, 1, 1.5, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('computes 31 + 2 × rowHeight + 2 × spacing', () => {
    // Defaults: 31 + 0 + 2 × 3 = 37.
    expect(ladderRowHeight(DEFAULT_LADDER_VIEW)).toBe(37);
    // Smallest: 31 − 10 + 2 × 0 = 21.
    expect(ladderRowHeight({ rowHeight: -5, rowSpace: -5 })).toBe(21);
    // 31 + 2 × 2 + 2 × 1.5 (rowSpace −2) = 38.
    expect(ladderRowHeight({ rowHeight: 2, rowSpace: -2 })).toBe(38);
    // Largest: 31 + 10 + 2 × 8 = 57.
    expect(ladderRowHeight({ rowHeight: 5, rowSpace: 5 })).toBe(57);
  });

  it('grows with each slider', () => {
    fc.assert(
      fc.property(sliderValue, sliderValue, (rowHeight, rowSpace) => {
        const height = ladderRowHeight({ rowHeight, rowSpace });
        expect(Number.isInteger(height)).toBe(true);
        if (rowHeight < 5) {
          const taller = (rowHeight + 1) as LadderSliderValue;
          expect(ladderRowHeight({ rowHeight: taller, rowSpace })).toBe(height + 2);
        }
        if (rowSpace < 5) {
          const wider = (rowSpace + 1) as LadderSliderValue;
          expect(ladderRowHeight({ rowHeight, rowSpace: wider })).toBeGreaterThan(height);
        }
      }),
    );
  });

  it('renders the visible rows plus 3 overscan rows', () => {
    // 310 / 31 = 10 rows + 3.
    expect(ladderRowsToRender(310, 31)).toBe(13);
    // 400 / 37 = 10.8 → 11 rows + 3.
    expect(ladderRowsToRender(400, 37)).toBe(14);
    // Unknown height → the default 310 px; unusable row height → 31 px.
    expect(ladderRowsToRender(Number.NaN, 31)).toBe(13);
    expect(ladderRowsToRender(310, 0)).toBe(13);
  });
});
