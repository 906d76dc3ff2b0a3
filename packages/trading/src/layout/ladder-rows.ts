// trading-core §5 "Other settings" and §9: ladder view sliders and ladder row geometry.
import { LADDER_VIEW } from '../constants/layout.js';
import { validateSetting, type SettingValidation } from '../format/setting-values.js';

/** trading-core §5: a ladder view slider value, an integer from -5 to 5. */
export type LadderSliderValue = -5 | -4 | -3 | -2 | -1 | 0 | 1 | 2 | 3 | 4 | 5;

/** trading-core §3 ladderView: the three sliders (textSize, rowHeight, rowSpace). */
export interface LadderViewSettings {
  textSize: LadderSliderValue;
  rowHeight: LadderSliderValue;
  rowSpace: LadderSliderValue;
}

/** trading-core §3/§9: all sliders at their default 0. */
export const DEFAULT_LADDER_VIEW: Readonly<LadderViewSettings> = { textSize: 0, rowHeight: 0, rowSpace: 0 };

/** trading-core §9 "Row spacing map": slider value → spacing in px (default 0 gives 3). */
export const ROW_SPACING_BY_SLIDER: Readonly<Record<LadderSliderValue, number>> = {
  [-5]: 0,
  [-4]: 0.5,
  [-3]: 1,
  [-2]: 1.5,
  [-1]: 2,
  0: 3,
  1: 4,
  2: 5,
  3: 6,
  4: 7,
  5: 8,
};

/** trading-core §5: true for an integer from -5 to 5 (1.5, '2', NaN are refused). */
export function isLadderSliderValue(value: unknown): value is LadderSliderValue {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= LADDER_VIEW.sliderMin &&
    value <= LADDER_VIEW.sliderMax
  );
}

/** trading-core §5: the slider value to store, or 'Invalid input, please reload the page and try again.'. */
export function validateLadderSlider(value: unknown): SettingValidation<LadderSliderValue> {
  return validateSetting(value, isLadderSliderValue);
}

/** trading-core §9: the row spacing of a rowSpace slider value. */
export function rowSpacingFor(rowSpace: LadderSliderValue): number {
  return ROW_SPACING_BY_SLIDER[rowSpace];
}

/**
 * trading-core §9: ladder row height = 31 + 2 × rowHeight + 2 × spacing(rowSpace), in px.
 * Note: at the defaults this gives 31 + 0 + 2 × 3 = 37, while §9 also says "default ladder height
 * 310 (31 per row)". The formula is implemented as written; 31 is the base row before the
 * sliders and 310 the default height of the ladder box (LADDER_VIEW.defaultHeight).
 */
export function ladderRowHeight(view: Pick<LadderViewSettings, 'rowHeight' | 'rowSpace'>): number {
  return LADDER_VIEW.baseRowHeight + 2 * view.rowHeight + 2 * rowSpacingFor(view.rowSpace);
}

/**
 * trading-core §9: rows a virtualised ladder renders for a visible height: the rows that fit
 * (a partly visible row counts) plus 3 overscan rows. An unusable height (not finite, ≤ 0)
 * falls back to the default ladder height of 310 px, an unusable row height to the base 31 px.
 */
export function ladderRowsToRender(visibleHeight: number, rowHeight: number): number {
  const height =
    Number.isFinite(visibleHeight) && visibleHeight > 0 ? visibleHeight : LADDER_VIEW.defaultHeight;
  const row = Number.isFinite(rowHeight) && rowHeight > 0 ? rowHeight : LADDER_VIEW.baseRowHeight;
  return Math.ceil(height / row) + LADDER_VIEW.overscanRows;
}
